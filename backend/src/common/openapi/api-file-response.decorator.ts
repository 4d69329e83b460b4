import { ApiOkResponse } from '@nestjs/swagger';

/**
 * A 200 answer of file bytes (an image, a PDF). Not `@ApiProduces`: that would give the error
 * answers the file's media type too, while they stay JSON (`ErrorResponse`).
 */
export function ApiFileResponse(mediaType: string, description: string) {
  return ApiOkResponse({ description, content: { [mediaType]: { schema: { type: 'string', format: 'binary' } } } });
}
