// `?no-inline`: files of their own, fetched by the lazy <img> and cached, rather than data URLs (Vite
// inlines files under 4 KB) in this module, which every page's first JavaScript carries.
import crystaUrl from './assets/vehicles/crysta.svg?no-inline';
import defaultUrl from './assets/vehicles/default.svg?no-inline';
import dzireUrl from './assets/vehicles/dzire.svg?no-inline';
import ertigaUrl from './assets/vehicles/ertiga.svg?no-inline';
import taveraUrl from './assets/vehicles/tavera.svg?no-inline';
import zestUrl from './assets/vehicles/zest.svg?no-inline';

export interface VehicleInfo {
  name: 'Crysta' | 'Dzire' | 'Tavera' | 'Zest' | 'Ertiga';
  /** Seats as the spec lists them (section 3). */
  seats: number;
  model: string;
  kind: string;
  image: string;
}

/** The five vehicles of the booking table, in the spec's order. */
export const VEHICLES: readonly VehicleInfo[] = [
  { name: 'Crysta', seats: 7, model: 'Toyota Innova Crysta', kind: 'Premium MPV', image: crystaUrl },
  { name: 'Dzire', seats: 5, model: 'Maruti Suzuki Dzire', kind: 'Sedan', image: dzireUrl },
  { name: 'Tavera', seats: 8, model: 'Chevrolet Tavera', kind: 'SUV', image: taveraUrl },
  { name: 'Zest', seats: 6, model: 'Tata Zest', kind: 'Compact sedan', image: zestUrl },
  { name: 'Ertiga', seats: 6, model: 'Maruti Suzuki Ertiga', kind: 'MPV', image: ertigaUrl },
];

export const DEFAULT_VEHICLE_IMAGE = defaultUrl;

/** The catalogue entry whose name appears in `name` (case-insensitive), e.g. "Innova Crysta". */
export function findVehicle(name: string | null | undefined): VehicleInfo | undefined {
  const lower = (name ?? '').toLowerCase();
  if (!lower) return undefined;
  return VEHICLES.find((v) => lower.includes(v.name.toLowerCase()));
}

/** The picture for a vehicle name, with the default picture for anything else. */
export function vehicleImage(name: string | null | undefined): string {
  return findVehicle(name)?.image ?? DEFAULT_VEHICLE_IMAGE;
}
