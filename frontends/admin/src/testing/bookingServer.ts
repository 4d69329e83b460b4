import type { Booking, HistoryEntry } from '@jbp/shared';
import { http, server } from '@jbp/shared/testing';

/** Thrown by a change to have the fake API refuse it with this message. */
export class Refusal extends Error {}

type Apply<Body> = (body: Body, booking: Booking) => Booking;

interface Changes {
  status?: Apply<{ status: string }>;
  charges?: Apply<Record<string, number>>;
  advance?: Apply<{ advanceAmount: number }>;
}

/**
 * One booking on the fake API: GET /api/bookings/:id answers its latest state (404 for any other
 * id), and each PATCH the test allows answers `apply(body, booking)`, which becomes the latest
 * state, or the server's error when `apply` throws a `Refusal`. The bodies sent are kept per change;
 * its history answers `history`.
 */
export function serveBooking(initial: Booking, changes: Changes = {}, history: HistoryEntry[] = []) {
  let booking = initial;
  const id = String(initial._id);
  const sent = { status: [] as unknown[], charges: [] as unknown[], advance: [] as unknown[] };

  /** The changed booking, or the refusal's message. */
  const attempt = <Body>(apply: Apply<Body>, body: Body): string | null => {
    try {
      booking = apply(body, booking);
      return null;
    } catch (error) {
      if (error instanceof Refusal) return error.message;
      throw error;
    }
  };

  server.use(
    http.get('/api/bookings/{id}/history', ({ response }) =>
      response(200).json({ data: history }, { headers: { 'X-Total-Count': String(history.length) } }),
    ),
    http.get('/api/bookings/{id}', ({ params, response }) =>
      params.id === id ? response(200).json({ data: booking }) : response(404).json({ statusCode: 404, message: 'Booking not found.' }),
    ),
    // The timeline on the page: no entries unless a test serves some.
    http.get('/api/bookings/{id}/history', ({ response }) => response(200).json({ data: [] })),
    // The assign panel's choices: an empty fleet unless a test serves one.
    http.get('/api/drivers', ({ response }) => response(200).json({ data: [] })),
    http.get('/api/cabs', ({ response }) => response(200).json({ data: [] })),
  );
  const { status, charges, advance } = changes;
  if (status) {
    server.use(
      http.patch('/api/bookings/{id}/status', async ({ request, response }) => {
        const body = await request.json();
        sent.status.push(body);
        const refused = attempt(status, body);
        return refused ? response(409).json({ statusCode: 409, message: refused }) : response(200).json({ data: booking });
      }),
    );
  }
  if (charges) {
    server.use(
      http.patch('/api/bookings/{id}/charges', async ({ request, response }) => {
        const body = await request.json();
        sent.charges.push(body);
        const refused = attempt(charges, body);
        return refused ? response(400).json({ statusCode: 400, message: refused }) : response(200).json({ data: booking });
      }),
    );
  }
  if (advance) {
    server.use(
      http.patch('/api/bookings/{id}/advance', async ({ request, response }) => {
        const body = await request.json();
        sent.advance.push(body);
        const refused = attempt(advance, body);
        return refused ? response(400).json({ statusCode: 400, message: refused }) : response(200).json({ data: booking });
      }),
    );
  }
  return { sent, latest: () => booking };
}
