import type { BookingListQuery } from './queries';
import type { Id } from './types';

// TanStack Query keys of every API read, in one place so a mutation can invalidate what it changed.
// Keys are nested: invalidating `queryKeys.bookings` refetches every booking list and detail.

const id = (value: Id) => String(value);

export const queryKeys = {
  profile: ['profile'] as const,

  /** Prefix of every booking read. */
  bookings: ['bookings'] as const,
  booking: (bookingId: Id) => ['bookings', 'detail', id(bookingId)] as const,
  /** The UPI link and QR code to pay a booking's advance. */
  bookingUpi: (bookingId: Id) => ['bookings', 'detail', id(bookingId), 'upi'] as const,
  /** A booking's audit timeline. */
  bookingHistory: (bookingId: Id) => ['bookings', 'detail', id(bookingId), 'history'] as const,
  myBookings: ['bookings', 'mine'] as const,
  allBookings: (query: BookingListQuery = {}) => ['bookings', 'all', query] as const,

  /** Prefix of every offer read. */
  offerLists: ['offers'] as const,
  offers: ['offers', 'open'] as const,
  myOffers: ['offers', 'mine'] as const,
  allOffers: ['offers', 'all'] as const,

  /** Prefix of every user read. */
  users: ['users'] as const,
  customers: ['users', 'customers'] as const,
  customer: (customerId: Id) => ['users', 'customers', id(customerId)] as const,
  agents: ['users', 'agents'] as const,
  agent: (agentId: Id) => ['users', 'agents', id(agentId)] as const,
  admins: ['users', 'admins'] as const,
  /** A customer's or an agent's audit timeline. */
  accountHistory: (kind: 'customers' | 'agents', accountId: Id) => ['users', kind, id(accountId), 'history'] as const,

  /** The admin home's tiles and charts. */
  dashboard: ['dashboard'] as const,

  tripTypes: ['trip-types'] as const,
  /** Prefix of every enquiry read. */
  enquiries: ['enquiries'] as const,
  enquiryPage: (query: object) => ['enquiries', 'page', query] as const,
  fareTable: ['fares', 'table'] as const,
  cancellationTerms: ['fares', 'cancellation'] as const,
  fareVersions: ['fares', 'versions'] as const,
  /** Prefix of every package read. */
  packages: ['packages'] as const,
  packagesOfType: (tripType?: string) => ['packages', 'on-sale', tripType ?? 'all'] as const,
  package: (packageId: Id) => ['packages', 'detail', id(packageId)] as const,
  allPackages: ['packages', 'all'] as const,
  quote: (request: object) => ['quotes', request] as const,

  fares: (distance: number, vehicle?: string) => ['fares', distance, vehicle ?? null] as const,
  places: (text: string) => ['places', text.trim().toLowerCase()] as const,
  distance: (from: string, to: string) => ['distance', from, to] as const,
  /** An image the API serves only with the bearer token. */
  image: (src: string) => ['image', src] as const,
  health: ['health'] as const,
};
