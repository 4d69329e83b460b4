import { vi } from 'vitest';

export interface MockRoute {
  method?: string;
  /** Exact path (query ignored) or a pattern matched against path + query. */
  path: string | RegExp;
  status?: number;
  body?: unknown;
  /** Compute the answer from the request; wins over status/body. */
  reply?: (call: RecordedCall) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;
  /** Throw a network error instead of answering. */
  networkError?: boolean;
}

export interface RecordedCall {
  method: string;
  url: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  /** Parsed JSON body, the FormData, or undefined. */
  body: unknown;
}

/**
 * Replaces global fetch with a router of canned answers and records every call. Unmatched calls
 * answer 404 with the API's error shape so a missing mock shows up as a failing test.
 */
export function mockApi(routes: MockRoute[]) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    // The API client hands fetch a Request; read its method, headers and body from there.
    const request = input instanceof Request ? input : null;
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const headers: Record<string, string> = {};
    new Headers(request?.headers ?? init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    let body: unknown = init.body;
    if (request && request.body !== null) {
      body = (headers['content-type'] ?? '').startsWith('multipart/form-data') ? await request.formData() : await request.text();
    }
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        // not JSON: kept as text
      }
    }
    const call: RecordedCall = {
      method: (request?.method ?? init.method ?? 'GET').toUpperCase(),
      url: url.pathname + url.search,
      path: url.pathname,
      query: url.searchParams,
      headers,
      body,
    };
    calls.push(call);
    const route = routes.find(
      (r) =>
        (r.method ?? 'GET').toUpperCase() === call.method &&
        (typeof r.path === 'string' ? r.path === call.path : r.path.test(call.url)),
    );
    if (!route) {
      return new Response(JSON.stringify({ statusCode: 404, message: `No mock for ${call.method} ${call.url}` }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    if (route.networkError) throw new TypeError('Failed to fetch');
    const answer = route.reply ? await route.reply(call) : { status: route.status, body: route.body };
    const status = answer.status ?? 200;
    if (answer.body instanceof Blob) {
      // jsdom's Blob is not Node's: hand Response the bytes.
      const bytes = await answer.body.arrayBuffer();
      return new Response(bytes, { status, headers: { 'Content-Type': answer.body.type || 'application/octet-stream' } });
    }
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetch: fetchMock,
    /** Calls to a path (query ignored), optionally of one method. */
    callsTo: (path: string, method?: string) =>
      calls.filter((c) => c.path === path && (!method || c.method === method.toUpperCase())),
  };
}
