import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { ErrorResponse } from './error.response.js';

const DEFAULT_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input',
  401: 'No or bad token',
  403: 'Role or ownership not allowed',
  404: 'Not found',
  409: 'Conflict with the current state',
  413: 'Too large',
  422: 'Unknown place or unprocessable request',
  429: 'Too many requests',
};

/**
 * Documents the error answers of an operation, each with the `ErrorResponse` body:
 * `@ApiErrors(400, 404)` or, with the exact messages, `@ApiErrors({ 404: "'Booking not found.'" })`.
 */
export function ApiErrors(...errors: (number | Record<number, string>)[]) {
  const entries = errors.flatMap((e) =>
    typeof e === 'number' ? [[e, DEFAULT_DESCRIPTIONS[e] ?? 'Error'] as const] : Object.entries(e).map(([s, d]) => [Number(s), d] as const),
  );
  return applyDecorators(...entries.map(([status, description]) => ApiResponse({ status, description, type: ErrorResponse })));
}
