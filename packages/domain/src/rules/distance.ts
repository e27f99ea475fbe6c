export interface LatLng {
  latitude: number;
  longitude: number;
}

/** Spec §9: earth radius 3959 miles in the distance formula. */
export const EARTH_RADIUS_MILES = 3959;

const radians = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in miles by the haversine formula. */
export function haversineMiles(a: LatLng, b: LatLng): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}
