import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldMessage, plainIssueMessage } from './plain-words.js';

/** The messages a value gets from a schema, in plain words. */
const says = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value, { error: plainIssueMessage }).error?.issues.map((i) => i.message);

describe('plain words for zod’s own messages', () => {
  it('says an empty or missing required field is required', () => {
    expect(says(z.string().trim().min(1), '  ')).toEqual(['is required']);
    expect(says(z.object({ name: z.string() }), {})).toEqual(['is required']);
    expect(says(z.object({ capacity: z.number() }), { capacity: null })).toEqual(['is required']);
  });

  it('says the whole range of a number out of it, in words, with thousands grouped', () => {
    const capacity = z.number().int().min(1).max(1000);
    expect(says(capacity, 0)).toEqual(['must be from 1 to 1,000']);
    expect(says(capacity, 2000)).toEqual(['must be from 1 to 1,000']);
    expect(says(z.number().int().min(0), -5)).toEqual(['must be 0 or more']);
    expect(says(z.number().int().max(6), 7)).toEqual(['must be 6 or less']);
    expect(says(z.number().int().positive().max(10), 0)).toEqual(['must be more than 0']);
  });

  it('says what a value must be: a number, a whole number, text, one of the choices', () => {
    expect(says(z.number(), 'ten')).toEqual(['must be a number']);
    expect(says(z.number(), Number.NaN)).toEqual(['must be a number']);
    expect(says(z.number().int(), 2.5)).toEqual(['must be a whole number']);
    expect(says(z.string(), 5)).toEqual(['must be text']);
    expect(says(z.enum(['coach', 'organiser']), 'boss')).toEqual(["must be 'coach' or 'organiser'"]);
    expect(says(z.email(), 'nope')).toEqual(['must be an email address, such as name@example.com']);
  });

  it('says how long text and lists may be', () => {
    expect(says(z.string().max(10), 'SW1A 1AA 12345')).toEqual(['must be at most 10 characters']);
    expect(says(z.string().min(8), 'short')).toEqual(['must be at least 8 characters']);
    expect(says(z.array(z.number()).min(1), [])).toEqual(['must have at least 1']);
  });

  it("keeps a schema's own message", () => {
    expect(says(z.number().int().min(1, 'must be at least 1'), 0)).toEqual(['must be at least 1']);
  });
});

describe('fieldMessage', () => {
  it('puts the label, as it reads, before a predicate', () => {
    expect(fieldMessage('Phone', 'must have 7 to 15 digits')).toBe('Phone must have 7 to 15 digits');
    expect(fieldMessage('Price a month (£)', 'must be at most £10,000')).toBe('Price a month must be at most £10,000');
    expect(fieldMessage('First day', 'is required')).toBe('First day is required');
  });

  it('leaves a message that is already a sentence as it is', () => {
    expect(fieldMessage('Days', 'Choose at least one day.')).toBe('Choose at least one day.');
    expect(fieldMessage('Venue name', 'Venue name is required')).toBe('Venue name is required');
  });
});
