import { setupServer } from 'msw/node';
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '../api/types';

/**
 * The origin the API client calls in jsdom (the page's own origin, as in the browser). Handlers
 * are written with the document's paths, e.g. `http.get('/api/bookings/{id}', ...)`.
 */
export const API_ORIGIN = window.location.origin;

/** msw handlers whose paths, params, bodies and answers are checked against the OpenAPI contract. */
export const http = createOpenApiHttp<paths>({ baseUrl: API_ORIGIN });

/**
 * The request mock every test shares: started, reset and closed by the common vitest setup. A test
 * adds its answers with `server.use(http.get(...))`.
 */
export const server = setupServer();

const unhandled: string[] = [];

/** The setup's `onUnhandledRequest`: the request fails, and so does the test that made it. */
export function recordUnhandledRequest(request: Request, print: { error: () => void }): void {
  unhandled.push(`${request.method} ${request.url}`);
  print.error();
}

/** Requests no handler answered since the last call (the setup fails the test with them). */
export function takeUnhandledRequests(): string[] {
  return unhandled.splice(0);
}
