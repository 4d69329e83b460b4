import type { ApiErrorBody } from './types';

/** An HTTP answer that was not ok. `message` is the server's message (a list is joined). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The server's messages, one per entry (class-validator answers with a list). */
  readonly messages: string[];

  constructor(status: number, messages: string[]) {
    super(messages.join('; ') || `Request failed with status ${status}`);
    this.status = status;
    this.messages = messages;
  }
}

/** The request never got an HTTP answer (offline, DNS, server down, CORS). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Reads `{statusCode, message}` from an error body of any shape. */
export function messagesFromBody(body: unknown): string[] {
  if (typeof body === 'string') return body.trim() ? [body.trim()] : [];
  if (!body || typeof body !== 'object') return [];
  const { message } = body as Partial<ApiErrorBody>;
  if (Array.isArray(message)) return message.filter((m): m is string => typeof m === 'string' && m !== '');
  if (typeof message === 'string' && message) return [message];
  return [];
}

/** The message to show a person for a failed call, or `fallback` when the server gave none. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.messages.length > 0) return error.message;
  return fallback;
}
