import type { Location } from 'react-router-dom';

/** The booking a page is about: `?booking=<id>` (survives reloads and links) or `{bookingId}` state. */
export function bookingIdFrom(location: Location): string | null {
  const fromQuery = new URLSearchParams(location.search).get('booking');
  if (fromQuery) return fromQuery;
  const state = location.state as { bookingId?: unknown } | null;
  return typeof state?.bookingId === 'string' && state.bookingId ? state.bookingId : null;
}
