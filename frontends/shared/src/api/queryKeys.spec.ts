import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from './queryKeys';

/** The keys a prefix invalidates, among every read the pages make. */
function invalidatedBy(prefix: readonly unknown[]): string[] {
  const client = new QueryClient();
  const reads = {
    booking: queryKeys.booking(7),
    bookingUpi: queryKeys.bookingUpi(7),
    myBookings: queryKeys.myBookings,
    allBookings: queryKeys.allBookings({ status: 'pending', page: 2 }),
    offers: queryKeys.offers,
    myOffers: queryKeys.myOffers,
    allOffers: queryKeys.allOffers,
    customers: queryKeys.customers,
    customer: queryKeys.customer(3),
    agents: queryKeys.agents,
    agent: queryKeys.agent(4),
    admins: queryKeys.admins,
    profile: queryKeys.profile,
  };
  for (const key of Object.values(reads)) client.setQueryData(key, 1);
  const hit = client.getQueryCache().findAll({ queryKey: prefix });
  return Object.entries(reads)
    .filter(([, key]) => hit.some((q) => JSON.stringify(q.queryKey) === JSON.stringify(key)))
    .map(([name]) => name);
}

describe('queryKeys', () => {
  it('nest, so a change to bookings refetches every booking read and nothing else', () => {
    expect(invalidatedBy(queryKeys.bookings)).toEqual(['booking', 'bookingUpi', 'myBookings', 'allBookings']);
    expect(invalidatedBy(queryKeys.offerLists)).toEqual(['offers', 'myOffers', 'allOffers']);
    expect(invalidatedBy(queryKeys.users)).toEqual(['customers', 'customer', 'agents', 'agent', 'admins']);
    expect(invalidatedBy(queryKeys.customers)).toEqual(['customers', 'customer']);
  });

  it('name a record the same whether its id came from the URL or an answer', () => {
    expect(queryKeys.booking('7')).toEqual(queryKeys.booking(7));
    expect(queryKeys.agent('4')).toEqual(queryKeys.agent(4));
  });

  it('tell apart the pages and filters of the bookings list', () => {
    expect(queryKeys.allBookings({ page: 1 })).not.toEqual(queryKeys.allBookings({ page: 2 }));
    expect(queryKeys.allBookings()).toEqual(queryKeys.allBookings({}));
  });
});
