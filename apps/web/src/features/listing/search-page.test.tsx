import type { ListingResult, ListingSearchResponse } from '@clubroom/domain/api';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test-support/fake-api';
import { renderPage } from '../../test-support/render';
import SearchPage from './search-page';

const SEARCH = 'GET /api/v4/public/search/cached/listings';

const result = (over: Partial<ListingResult>): ListingResult => ({
  kind: 'class',
  id: 1,
  name: 'Mini Kickers',
  club: { subdomain: 'demo', name: 'Little Legends', premium: false },
  url: 'http://demo.localhost:3000/1/info',
  venueName: 'Battersea Park',
  distanceMiles: 0.4,
  nextSession: 1_796_000_000,
  timeZone: 'Europe/London',
  price: 9000,
  priceUnit: 'term',
  currency: 'GBP',
  placesLeft: 3,
  ageFrom: 60,
  ageTo: 96,
  ...over,
});

const answer = (results: ListingResult[], notice: string | null = null): { body: ListingSearchResponse } => ({
  body: { location: null, radius: 5, notice, total: results.length, results },
});

describe('the listing search page', () => {
  it('shows what the address searches for, premium clubs marked, each linking to its club page', async () => {
    fakeApi({
      [`${SEARCH}?postcode=SW11+4NJ&age=6`]: answer([
        result({ id: 7, name: 'Swim Stars', club: { subdomain: 'riverside', name: 'Riverside', premium: true } }),
        result({}),
      ]),
    });
    renderPage(<SearchPage />, { path: '/search', url: '/search?postcode=SW11+4NJ&age=6' });
    const cards = await screen.findAllByTestId('listing-result');
    expect(within(cards[0]).getByText('Featured club')).toBeTruthy();
    expect(within(cards[1]).queryByText('Featured club')).toBeNull();
    expect(within(cards[1]).getByText(/£90\.00/)).toBeTruthy();
    expect(within(cards[1]).getByText(/3 places left/)).toBeTruthy();
    expect(
      within(cards[1])
        .getByRole('link', { name: /Info & Booking/ })
        .getAttribute('href'),
    ).toBe('http://demo.localhost:3000/1/info');
    expect((screen.getByLabelText('Postcode') as HTMLInputElement).value).toBe('SW11 4NJ');
    expect((screen.getByLabelText("Child's age") as HTMLSelectElement).value).toBe('6');
  });

  it('sends a new search as the address, leaving out what is not chosen, and says when nothing is found', async () => {
    const api = fakeApi({
      [SEARCH]: answer([result({})]),
      [`${SEARCH}?postcode=SW4&age=0.5&day=sat&activity=ballet`]: answer([], 'Showing classes at any distance.'),
    });
    const { user } = renderPage(<SearchPage />, { path: '/search', url: '/search' });
    await screen.findAllByTestId('listing-result');
    await user.type(screen.getByLabelText('Postcode'), ' SW4 ');
    await user.selectOptions(screen.getByLabelText("Child's age"), '0.5');
    await user.selectOptions(screen.getByLabelText('Day'), 'sat');
    await user.type(screen.getByLabelText('Activity'), 'ballet');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(/No classes or camps match your search/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Showing classes at any distance.');
    expect(api.sent.map((r) => r.url)).toContain(
      '/api/v4/public/search/cached/listings?postcode=SW4&age=0.5&day=sat&activity=ballet',
    );
  });

  it("searches near the browser's location, to 3 decimals in the address, and a postcode typed replaces it", async () => {
    const api = fakeApi({
      [SEARCH]: answer([result({})]),
      [`${SEARCH}?latitude=51.465&longitude=-0.163&age=6`]: answer([result({})]),
      [`${SEARCH}?postcode=SW4&age=6`]: answer([result({})]),
    });
    const position = { coords: { latitude: 51.46512, longitude: -0.16288 } } as GeolocationPosition;
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition: (found: PositionCallback) => found(position) },
    });
    const { user } = renderPage(<SearchPage />, { path: '/search', url: '/search' });
    await screen.findAllByTestId('listing-result');
    await user.selectOptions(screen.getByLabelText("Child's age"), '6');
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    await screen.findByText(/Searching near your location/);
    expect(api.sent.map((r) => r.url)).toContain(
      '/api/v4/public/search/cached/listings?latitude=51.465&longitude=-0.163&age=6',
    );

    await user.type(screen.getByLabelText('Postcode'), 'SW4');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await expect
      .poll(() => api.sent.map((r) => r.url))
      .toContain('/api/v4/public/search/cached/listings?postcode=SW4&age=6');
    expect(screen.queryByText(/Searching near your location/)).toBeNull();
  });

  it('says so when the browser gives no location, and searches nothing', async () => {
    const api = fakeApi({ [SEARCH]: answer([result({})]) });
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (_found: PositionCallback, failed: PositionErrorCallback) =>
          failed({ code: 1 } as GeolocationPositionError),
      },
    });
    const { user } = renderPage(<SearchPage />, { path: '/search', url: '/search' });
    await screen.findAllByTestId('listing-result');
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not get your location/);
    expect(api.sent).toHaveLength(1);
  });
});
