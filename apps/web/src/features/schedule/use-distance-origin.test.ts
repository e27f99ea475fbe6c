import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { postcodeProblem } from './use-distance-origin';

describe('postcodeProblem', () => {
  it("shows the server's words for a parent: a postcode not found, or one to try", () => {
    const hint = 'Please enter a UK postcode, such as SW11 4NJ.';
    const issues = [{ path: 'query.postcode', message: 'is not a UK postcode' }];
    expect(postcodeProblem(new ApiError(400, 'VALIDATION_FAILED', hint, issues))).toBe(hint);
  });

  it("says a refusal by the route's schema with the field's name, never its path", () => {
    const issue = { path: 'query.postcode', message: 'must be at most 100 characters' };
    const refused = new ApiError(400, 'VALIDATION_FAILED', `${issue.path}: ${issue.message}`, [issue]);
    expect(postcodeProblem(refused)).toBe('Postcode must be at most 100 characters.');
  });

  it('says the look-up failed when there is no answer of ours', () => {
    expect(postcodeProblem(new TypeError('fetch failed'))).toBe("We couldn't look up that postcode. Please try again.");
  });
});
