import { ApiProperty } from '@nestjs/swagger';

/** An answer that only tells the person what happened. */
export class MessageResponse {
  @ApiProperty({ example: 'Your password has been changed. You can log in now.' })
  message: string;
}
