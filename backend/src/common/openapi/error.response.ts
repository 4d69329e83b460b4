import { ApiProperty } from '@nestjs/swagger';

/** The body of every error answer (see the error filter). */
export class ErrorResponse {
  @ApiProperty({ example: 400 })
  statusCode!: number;

  @ApiProperty({
    description:
      'What went wrong, one sentence a person can act on (the first problem), in Hindi when Accept-Language prefers hi; ' +
      'the list form is kept in the schema for older clients and is no longer sent',
    oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    example: 'Booking not found.',
  })
  message!: string | string[];
}
