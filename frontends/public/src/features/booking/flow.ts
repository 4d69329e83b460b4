import { PICKUP_INFO_VALUES, type Passenger, type QuoteRequest, type TripAddresses, type VehicleQuote } from '@jbp/shared';

/** Pickup is fixed: one-way trips start in Jabalpur (spec section 2). */
export const PICKUP = 'Jabalpur, MP, India';

/** The spec's pickup-info values (shown in the reader's language through useVocabulary). */
export const PICKUP_INFO_OPTIONS = PICKUP_INFO_VALUES;

/** What the one-way form hands to the vehicle table (navigation state of /onewayshowvehical). */
export interface TripState {
  from: string;
  to: string;
  date?: string;
  pickupDate?: string;
  dropDate?: string;
  startTime?: string;
  endTime?: string;
  pickupInfo?: string;
  /** Kilometres. */
  distance?: number;
  /** Minutes. */
  duration?: number;
}

/**
 * The chosen ride, called "offer" in the spec's navigation state: a vehicle from the fare table, or
 * an agent's offer. Prices are the server's.
 */
export interface RideChoice extends TripState {
  vehicle: string;
  seats?: number;
  baseAmount?: number;
  driverAllowance?: number;
  totalAmount?: number;
  /** An agent offer's price. */
  amount?: number;
  /** Set when booking an agent's offer. */
  offerId?: number;
  /** Set when booking from a quote (round trip, local, airport/railway, a package): what was searched. */
  request?: QuoteRequest;
  /** The chosen vehicle's quote: its lines and totals as the server priced them. */
  priced?: VehicleQuote;
}

export type Flow = 'oneway' | 'offer' | 'trip';

const FLOWS: readonly Flow[] = ['oneway', 'offer', 'trip'];

/** The pay page of each flow. */
export const PAY_PAGE: Record<Flow, string> = { oneway: '/onewaypayadvance', offer: '/offerpayadvance', trip: '/trippayadvance' };

export interface FlowState {
  offer?: RideChoice;
  flow?: Flow;
  passenger?: Passenger;
  /** Where the driver picks up and drops, asked with the passenger's details. */
  addresses?: TripAddresses;
}

/** The navigation state, read defensively (it may be missing or from an older version). */
export function readFlowState(state: unknown): FlowState {
  if (!state || typeof state !== 'object') return {};
  const s = state as Record<string, unknown>;
  const offer = s.offer && typeof s.offer === 'object' ? (s.offer as RideChoice) : undefined;
  const flow = FLOWS.find((f) => f === s.flow);
  const passenger = s.passenger && typeof s.passenger === 'object' ? (s.passenger as Passenger) : undefined;
  const addresses = s.addresses && typeof s.addresses === 'object' ? (s.addresses as TripAddresses) : undefined;
  return { offer, flow, passenger, addresses };
}

export function rideDate(ride: TripState): string {
  return ride.pickupDate || ride.date || '';
}

/** The price to show for a ride: the fare table's total, else the offer's amount. */
export function ridePrice(ride: RideChoice): number | undefined {
  return ride.totalAmount ?? ride.amount;
}
