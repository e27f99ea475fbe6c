import { messages } from '@clubroom/domain/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callApi, queryKeyOf, RESPONSE_OUTSIDE_SCHEMA, retryUnlessRefused } from './api-client';
import * as authRoutes from './api-routes/auth';
import * as geocodingRoutes from './api-routes/geocoding';
import * as peopleRoutes from './api-routes/people';
import { responseSchemaLoaders } from './api-routes/response-schema-loaders';
import { PRIVATE } from './private-query';
import { isRefused, userMessage } from './user-message';

const manchester = { postcode: 'M1 1AE', latitude: 53.48, longitude: -2.24 };
const query = { query: { postcode: 'M1 1AE' } };

/** Stubs `fetch` with one answer, as JSON. */
function answer(body: unknown, status = 200) {
  const fetch = vi.fn(async () => Response.json(body, { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** What a failed call threw. */
const rejectionOf = (call: Promise<unknown>) =>
  call.then(
    () => expect.fail('the call succeeded'),
    (err: unknown) => err,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('callApi parses every answer with its route’s response schema', () => {
  it('answers the parsed body: keys outside the schema are dropped', async () => {
    const fetch = answer({ ...manchester, internalNote: 'not for the browser' });
    await expect(callApi(geocodingRoutes.geocodePostcode, query)).resolves.toEqual(manchester);
    expect(fetch).toHaveBeenCalledWith('/api/v4/public/geocode?postcode=M1+1AE', expect.anything());
  });

  it('refuses an answer outside its schema, naming the route and the field', async () => {
    answer({ ...manchester, latitude: '53.48' });
    const err = await rejectionOf(callApi(geocodingRoutes.geocodePostcode, query));
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: RESPONSE_OUTSIDE_SCHEMA, issues: [{ path: 'response.latitude' }] });
    expect((err as ApiError).message).toMatch(/^geocodePostcode answered outside its schema: response\.latitude: /);
    // People are told something went wrong, not the parser's words.
    expect(userMessage(err)).toBe(messages.somethingWentWrong.generic);
  });

  it('names a field deep in the answer by its path', async () => {
    answer({ user: { id: 'not-a-number' } });
    const err = await rejectionOf(callApi(authRoutes.me));
    expect((err as ApiError).issues.map((issue) => issue.path)).toContain('response.user.id');
  });

  it('loads the schemas and sends the request together, neither waiting for the other', async () => {
    let schemasArrive: () => void = () => {};
    let answerArrives: () => void = () => {};
    const load = responseSchemaLoaders.geocoding;
    const loader = vi
      .spyOn(responseSchemaLoaders, 'geocoding')
      .mockImplementation(() => new Promise<void>((resolve) => (schemasArrive = resolve)).then(load));
    const fetch = vi.fn(
      () => new Promise<Response>((resolve) => (answerArrives = () => resolve(Response.json(manchester)))),
    );
    vi.stubGlobal('fetch', fetch);
    const call = callApi(geocodingRoutes.geocodePostcode, query);
    // Both are under way while neither has finished.
    await vi.waitFor(() => {
      expect(fetch).toHaveBeenCalled();
      expect(loader).toHaveBeenCalled();
    });
    answerArrives();
    schemasArrive();
    await expect(call).resolves.toEqual(manchester);
  });

  it('answers a route without a JSON answer as it came, loading no schemas', async () => {
    const load = vi.spyOn(responseSchemaLoaders, 'auth');
    answer(null);
    await expect(callApi(authRoutes.openMagicLink, { query: { token: 'abc' } })).resolves.toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('throws the server’s error as an ApiError, before any parsing', async () => {
    answer({ error: { code: 'POSTCODE_NOT_FOUND', message: 'We could not find that postcode' } }, 404);
    await expect(callApi(geocodingRoutes.geocodePostcode, query)).rejects.toMatchObject({
      status: 404,
      code: 'POSTCODE_NOT_FOUND',
    });
  });
});

describe('query keys', () => {
  it('are the operation id and the input, under the private root for the signed-in person’s own routes', () => {
    expect(queryKeyOf(geocodingRoutes.geocodePostcode, query)).toEqual(['geocodePostcode', query]);
    expect(queryKeyOf(authRoutes.me)).toEqual(['me']);
    expect(queryKeyOf(peopleRoutes.userDetail)).toEqual([PRIVATE, 'userDetail']);
  });
});

describe('a refused query', () => {
  it('is not asked again (a 403 or a 404); another failure is asked once more', () => {
    expect(retryUnlessRefused(0, new ApiError(403, 'FORBIDDEN', 'No financial access'))).toBe(false);
    expect(retryUnlessRefused(0, new ApiError(404, 'NOT_FOUND', 'Camp not found'))).toBe(false);
    expect(retryUnlessRefused(0, new ApiError(502, 'HTTP_ERROR', 'Bad gateway'))).toBe(true);
    expect(retryUnlessRefused(1, new Error('network'))).toBe(false);
  });
});

describe('refusals', () => {
  it('are our 403 answers (a page says why, with no Try again), not a 403 from anything else nor other failures', () => {
    expect(isRefused(new ApiError(403, 'FORBIDDEN', messages.registers.notYourCamp))).toBe(true);
    expect(isRefused(new ApiError(403, 'HTTP_403', 'Forbidden'))).toBe(false);
    expect(isRefused(new ApiError(404, 'NOT_FOUND', 'Camp not found'))).toBe(false);
    expect(isRefused(new Error('network'))).toBe(false);
  });
});
