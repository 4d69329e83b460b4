// Where a visitor was going when the guard sent them to log in, so login and registration can take
// them back there with what they had chosen (the trip form, the offer). The path travels in the
// URL (?returnTo=…) so it survives a reload; the page's state, which may be large, in sessionStorage.

export const RETURN_TO_PARAM = 'returnTo';
const INTENT_KEY = 'jbp.intent';

export interface Intent {
  /** A same-site path with its query, e.g. '/offerconvehical' or '/oneway?to=Bhopal'. */
  path: string;
  /** The page's navigation state when the guard stopped the visitor (the chosen offer or trip). */
  state: unknown;
}

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The path when it is one of this site's own, else null: it starts with a single '/', has no
 * backslash, scheme or control character (so '//evil.example', '/\\evil', 'https://…' and
 * 'javascript:' are refused), and is not a login or registration page (which would loop).
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000) return null;
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, 'https://site.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://site.invalid') return null;
  if (['/login', '/register', '/awaiting-approval'].includes(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Keeps where the visitor was going; answers the query string for the login page. */
export function rememberIntent(path: string, state: unknown): string {
  const safe = safeReturnPath(path);
  if (!safe) return '';
  try {
    session()?.setItem(INTENT_KEY, JSON.stringify({ path: safe, state: state ?? null }));
  } catch {
    // A full or locked storage loses only the chosen offer; the path still travels in the URL.
  }
  return `?${RETURN_TO_PARAM}=${encodeURIComponent(safe)}`;
}

/**
 * Where to go after signing in: the `returnTo` of the URL with the state kept for that very path,
 * or null for a plain login (the spec's profile landing). The kept intent is used once.
 */
export function takeIntent(search: string): Intent | null {
  const path = safeReturnPath(new URLSearchParams(search).get(RETURN_TO_PARAM));
  const store = session();
  const raw = store?.getItem(INTENT_KEY);
  store?.removeItem(INTENT_KEY);
  if (!path) return null;
  let state: unknown = null;
  try {
    const saved = raw ? (JSON.parse(raw) as Partial<Intent>) : null;
    if (saved?.path === path) state = saved.state ?? null;
  } catch {
    state = null;
  }
  return { path, state };
}

/** The query string that carries `returnTo` on from the login page to the registration page and back. */
export function returnToQuery(search: string): string {
  const path = safeReturnPath(new URLSearchParams(search).get(RETURN_TO_PARAM));
  return path ? `?${RETURN_TO_PARAM}=${encodeURIComponent(path)}` : '';
}
