import { ApiProperty } from '@nestjs/swagger';

/** A link, good once for 24 hours, for a person to set a password. */
export class PasswordLinkResponse {
  @ApiProperty({
    example: '/resetpassword?token=12.1767225600.3f9a…',
    description: 'The site page with the token, to send by WhatsApp or read out',
  })
  path: string;

  @ApiProperty({ format: 'date-time', example: '2026-11-25T09:30:00.000Z' })
  expiresAt: string;
}
