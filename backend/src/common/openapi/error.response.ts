import { ApiProperty } from '@nestjs/swagger';

/** The body of every error answer (see the error filter). */
export class ErrorResponse {
  @ApiProperty({ example: 400 })
  statusCode!: number;

  @ApiProperty({
    description: 'What went wrong, in words a person can act on (a list when several fields are wrong)',
    oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    example: 'Booking not found.',
  })
  message!: string | string[];
}
