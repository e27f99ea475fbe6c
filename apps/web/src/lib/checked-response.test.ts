import { describe, expect, it } from 'vitest';
import { checkedResponse } from './checked-response';

describe('answers checked against their route (development builds)', () => {
  it('passes an answer that matches its schema', () => {
    const answer = { postcode: 'M1 1AE', latitude: 53.48, longitude: -2.24 };
    expect(checkedResponse('geocodePostcode', answer)).toEqual(answer);
  });

  it('refuses an answer that drifted from its schema, naming the route', () => {
    expect(() => checkedResponse('geocodePostcode', { postcode: 'M1 1AE', latitude: '53.48' })).toThrow(
      /geocodePostcode answered outside its schema/,
    );
  });

  it('leaves a route without a JSON answer alone', () => {
    expect(checkedResponse('openMagicLink', null)).toBeNull();
  });
});
