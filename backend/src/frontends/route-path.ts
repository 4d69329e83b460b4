/**
 * Whether `pathname` matches a route path of a remote's table, in the React Router syntax the
 * tables use: static segments (case-insensitive, as React Router matches them), `:param` for one
 * segment, `:param?` for an optional one, and a final `*` for the rest. A trailing slash is ignored.
 */
export function matchesRoutePath(pattern: string, pathname: string): boolean {
  const want = segments(pattern);
  const got = segments(pathname);
  let i = 0;
  for (const [n, part] of want.entries()) {
    if (part === '*' && n === want.length - 1) return true;
    if (part.startsWith(':') && part.endsWith('?')) {
      if (i < got.length && want.length - n <= got.length - i) i++;
      continue;
    }
    if (i >= got.length) return false;
    if (part.startsWith(':')) {
      i++;
      continue;
    }
    if (part.toLowerCase() !== got[i].toLowerCase()) return false;
    i++;
  }
  return i === got.length;
}

function segments(path: string): string[] {
  return path.split('/').filter((s) => s !== '');
}
