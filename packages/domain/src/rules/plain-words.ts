import type { z } from 'zod';

/**
 * Validation in plain words, for every schema at once: zod's own messages ('Too small: expected
 * number to be >=1') reach people through the API's field issues and the web's forms, so the
 * server and the web install this as zod's `customError` (a schema's own message still wins).
 * Each answer is a predicate of the field ('is required', 'must be from 1 to 1,000'), as the
 * house's own messages are: a form puts the field's label before it (`fieldMessage`), the API
 * its path ('body.capacity: must be from 1 to 1,000').
 */
export function plainIssueMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return wrongType(issue.expected, issue.input);
    case 'too_small':
      return sizeProblem(issue, 'small');
    case 'too_big':
      return sizeProblem(issue, 'big');
    case 'invalid_format':
      return FORMATS[issue.format] ?? 'is not in the right format';
    case 'invalid_value':
      return `must be ${orList(issue.values.map((v) => (typeof v === 'string' ? `'${v}'` : String(v))))}`;
    case 'not_multiple_of':
      return `must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `must not have ${issue.keys.length === 1 ? 'the field' : 'the fields'} ${orList(issue.keys, 'and')}`;
    default:
      return 'is not valid';
  }
}

/** "'a', 'b' or 'c'". */
const orList = (items: string[], last = 'or') =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`;

const TYPES: Record<string, string> = {
  number: 'must be a number',
  int: 'must be a whole number',
  string: 'must be text',
  boolean: 'must be true or false',
  array: 'must be a list',
  object: 'must be an object',
  date: 'must be a date',
};

function wrongType(expected: string, input: unknown): string {
  if (input === undefined || input === null) return 'is required';
  if (expected === 'int' && typeof input === 'number' && Number.isFinite(input)) return 'must be a whole number';
  if (expected === 'int') return 'must be a number';
  return TYPES[expected] ?? `must be ${expected}`;
}

const FORMATS: Record<string, string> = {
  email: 'must be an email address, such as name@example.com',
  url: 'must be a web address, such as https://example.com',
  uuid: 'must be a reference in the right format',
  datetime: 'must be a date and time',
  date: 'must be a date (YYYY-MM-DD)',
  time: 'must be a time (HH:MM)',
  regex: 'is not in the right format',
};

/** A bound as people write it: 1,000 (grouped in thousands). */
const amount = (value: number) => value.toLocaleString('en-GB');

type Bound = { value: number; inclusive: boolean };

/** A number schema's range, from its checks (zod stamps the schema that raised an issue on it). */
function rangeOf(issue: z.core.$ZodRawIssue): { min?: Bound; max?: Bound } {
  type Check = { _zod: { def: { check: string; value?: unknown; inclusive?: boolean } } };
  const schema = (issue as { schema?: { _zod?: { def?: { checks?: Check[] } } } }).schema;
  const range: { min?: Bound; max?: Bound } = {};
  for (const { _zod } of schema?._zod?.def?.checks ?? []) {
    const { check, value, inclusive = true } = _zod.def;
    if (typeof value !== 'number') continue;
    if (check === 'greater_than') range.min = { value, inclusive };
    if (check === 'less_than') range.max = { value, inclusive };
  }
  return range;
}

function sizeProblem(issue: z.core.$ZodRawIssue, which: 'small' | 'big'): string {
  const { origin, inclusive, minimum, maximum } = issue as {
    origin?: string;
    inclusive?: boolean;
    minimum?: number | bigint;
    maximum?: number | bigint;
  };
  const limit = Number(which === 'small' ? minimum : maximum);
  if (origin === 'string') {
    if (which === 'small') return limit === 1 ? 'is required' : `must be at least ${amount(limit)} characters`;
    return `must be at most ${amount(limit)} characters`;
  }
  if (origin === 'array' || origin === 'set') {
    return which === 'small' ? `must have at least ${amount(limit)}` : `must have at most ${amount(limit)}`;
  }
  if (origin !== 'number' && origin !== 'bigint') return which === 'small' ? 'is too small' : 'is too big';
  // A number out of its range says the whole range when both ends are included: 'must be from 1 to 1,000'.
  const { min, max } = rangeOf(issue);
  if (min?.inclusive && max?.inclusive) return `must be from ${amount(min.value)} to ${amount(max.value)}`;
  const included = inclusive !== false;
  if (which === 'small') return included ? `must be ${amount(limit)} or more` : `must be more than ${amount(limit)}`;
  return included ? `must be ${amount(limit)} or less` : `must be less than ${amount(limit)}`;
}

/**
 * A field's problem as a form shows it, naming the field as its label reads: a predicate ('must
 * have 7 to 15 digits') gets the label before it ('Phone must have 7 to 15 digits'), without the
 * label's asides in brackets ('Price a month (£)' is 'Price a month'); a message that is already a
 * sentence (a capital first: 'Choose at least one day.') is shown as it is.
 */
export function fieldMessage(label: string, message: string): string {
  if (!/^[a-z]/.test(message)) return message;
  const subject = label
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/[\s:*?]+$/, '')
    .trim();
  return subject ? `${subject} ${message}` : message;
}
