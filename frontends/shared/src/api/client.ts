import { getStoredToken } from '../auth/storage';
import { ApiError, NetworkError, messagesFromBody } from './errors';

/** Fired on window when a call that carried a token is answered 401 (expired or revoked session). */
export const UNAUTHORIZED_EVENT = 'jbp:unauthorized';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** 'blob' for file downloads. */
  responseType?: 'json' | 'blob';
}

/** Same-origin in production; vite dev servers proxy /api to the API. */
export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * The one place that talks to the API: adds the bearer token when there is one, sends JSON or
 * multipart, and turns `{statusCode, message}` answers into an ApiError.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, responseType = 'json' } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = getStoredToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body; // the browser sets the multipart boundary
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), { method, headers, body: payload, signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error instanceof Error ? error.message : 'Network request failed');
  }

  if (!response.ok) {
    const messages = messagesFromBody(await readBody(response).catch(() => undefined));
    if (response.status === 401 && token && typeof window !== 'undefined') {
      window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
    }
    throw new ApiError(response.status, messages);
  }

  if (responseType === 'blob') return (await response.blob()) as T;
  return (await readBody(response)) as T;
}
