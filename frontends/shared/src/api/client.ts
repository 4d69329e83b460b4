import createClient, { type Middleware } from 'openapi-fetch';
import { getStoredToken } from '../auth/storage';
import { currentLanguage } from '../i18n/i18n';
import { ApiError, NetworkError, messagesFromBody } from './errors';
import type { paths } from './types';

/** Fired on window when a call that carried a token is answered 401 (expired or revoked session). */
export const UNAUTHORIZED_EVENT = 'jbp:unauthorized';

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Adds the bearer token when there is one and the site's language as Accept-Language (the server
 * answers its messages in it), turns a `{statusCode, message}` answer into an ApiError
 * (and a 401 on a call that carried a token into UNAUTHORIZED_EVENT) and a failed connection into a
 * NetworkError, so every call either resolves with its documented answer or throws one of those.
 */
export const authAndErrors: Middleware = {
  onRequest({ request }) {
    const token = getStoredToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    if (!request.headers.has('Accept')) request.headers.set('Accept', 'application/json');
    request.headers.set('Accept-Language', currentLanguage());
    return request;
  },
  async onResponse({ request, response }) {
    if (response.ok) return undefined;
    const messages = messagesFromBody(await readBody(response.clone()).catch(() => undefined));
    if (response.status === 401 && request.headers.has('Authorization') && typeof window !== 'undefined') {
      window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
    }
    throw new ApiError(response.status, messages);
  },
  onError({ error }) {
    if (error instanceof Error && error.name === 'AbortError') return error;
    return new NetworkError(error instanceof Error ? error.message : 'Network request failed');
  },
};

/**
 * The one client of the API, typed by the OpenAPI document (`npm run api:types`). Same origin as the
 * page (the dev servers proxy /api). `fetch` is looked up per call so test doubles see every request.
 */
export const api = createClient<paths>({
  baseUrl: typeof window === 'undefined' ? '' : window.location.origin,
  fetch: (request) => globalThis.fetch(request),
});
api.use(authAndErrors);

/** The answer of a call: errors were already thrown by the middleware, so there is one. */
export async function answerOf<T>(call: Promise<{ data?: T; response: Response }>): Promise<T> {
  const { data } = await call;
  return data as T;
}
