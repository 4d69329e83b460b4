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

  // Optional in the document so clients' test doubles need not invent one; the server always sends it.
  @ApiProperty({
    required: false,
    description: 'The id of this request, also in the X-Request-Id header; quote it when asking about an error',
    example: '0b6f1f52-3c1e-4e0e-9d55-3c7a2f5e1b10',
  })
  requestId!: string;
}
