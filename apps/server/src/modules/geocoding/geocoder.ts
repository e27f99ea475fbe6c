export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** Turns a UK postcode (full, or an outward code alone such as 'SW1A') into coordinates. */
export interface Geocoder {
  /** null when the postcode is unknown; throws when the service cannot be reached. */
  lookup(postcode: string): Promise<Coordinates | null>;
}
