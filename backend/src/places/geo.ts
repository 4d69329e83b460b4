export interface GeoPoint {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance in km. */
export function haversineKm(a: GeoPoint, b: GeoPoint): number {
  const toRad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * toRad;
  const dLng = (b.lng - a.lng) * toRad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * toRad) * Math.cos(b.lat * toRad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** GeoNames' point for Jabalpur (near the civic centre): where every one-way trip starts. */
export const JABALPUR_CENTRE: GeoPoint = { lat: 23.16697, lng: 79.95006 };

/** Places this close to Jabalpur's centre count as Jabalpur for pickups (the city, its stations, airport, Bhedaghat). */
export const JABALPUR_RADIUS_KM = 25;
