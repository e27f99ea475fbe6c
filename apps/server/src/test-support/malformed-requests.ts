import { SESSION_COOKIE } from '../platform/security/sessions.js';

/**
 * Malformed variants of a request to one operation of the OpenAPI document, for the fuzz test:
 * broken and hostile bodies, content types, path and query parameters, and each body property
 * given every wrong kind of value. Derived from the document, so a new route is fuzzed unasked.
 */

interface JsonSchema {
  type?: string;
  format?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
}

export interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

export interface MalformedRequest {
  /** What is wrong with it, for the failure message. */
  label: string;
  /** The URL, with its path parameters filled in. */
  url: string;
  payload?: string;
  headers: Record<string, string>;
}

const JSON_TYPE = { 'content-type': 'application/json' };

/** Values that are wrong for (or hostile to) any field. */
const HOSTILE_VALUES: [string, unknown][] = [
  ['null', null],
  ['a number', 12345],
  ['a negative number', -1],
  ['a fraction', 1.5],
  ['a huge number', 1e308],
  ['a boolean', true],
  ['an array', ['a', 1]],
  ['an object', { nested: { deeper: 1 } }],
  ['an empty string', ''],
  ['a 100 000-character string', 'x'.repeat(100_000)],
  ['a NUL byte', 'a\u0000b'],
  ['a lone surrogate', '\ud800'],
  ['right-to-left override', 'abc\u202edef'],
  ['an emoji', '😀🧒🏽'],
  ['markup', '<script>alert(1)</script>'],
  ['SQL', "' OR 1=1 --"],
];

/** Raw texts for a path or query parameter (already URL-encoded where needed). */
const HOSTILE_PARAMS: [string, string][] = [
  ['negative', '-1'],
  ['zero', '0'],
  ['letters', 'abc'],
  ['exponent', '1e3'],
  ['plus sign', '%2B1'],
  ['hex', '0x10'],
  ['beyond 64 bits', '99999999999999999999999'],
  ['NUL', '%00'],
  ['a traversal', '..%2F..%2Fetc'],
  ['a fraction', '1.5'],
  ['an emoji', '%F0%9F%98%80'],
  ['5000 characters', 'x'.repeat(5000)],
  ['a broken escape', '%ZZ'],
  ['a lone surrogate escape', '%ED%A0%80'],
];

/** Bodies that are broken before any field is read. */
const BROKEN_BODIES: [string, string | undefined, Record<string, string>][] = [
  ['no body with a JSON type', undefined, JSON_TYPE],
  ['JSON null', 'null', JSON_TYPE],
  ['a JSON array', '[]', JSON_TYPE],
  ['a JSON string', '"text"', JSON_TYPE],
  ['a JSON number', '42', JSON_TYPE],
  ['an empty object', '{}', JSON_TYPE],
  ['truncated JSON', '{"a":', JSON_TYPE],
  ['a trailing comma', '{"a":1,}', JSON_TYPE],
  ['10 000 nested arrays', '['.repeat(10_000) + ']'.repeat(10_000), JSON_TYPE],
  ['a __proto__ key', '{"__proto__":{"isSupport":true}}', JSON_TYPE],
  ['a constructor.prototype key', '{"constructor":{"prototype":{"isSupport":true}}}', JSON_TYPE],
  ['plain text', 'hello', { 'content-type': 'text/plain' }],
  ['a form', 'a=1&b=2', { 'content-type': 'application/x-www-form-urlencoded' }],
  ['multipart without a boundary', '--x\r\n', { 'content-type': 'multipart/form-data' }],
  ['JSON in another charset', '{}', { 'content-type': 'application/json; charset=utf-16' }],
  ['an unknown type', '{}', { 'content-type': 'application/x-unknown' }],
  ['2 MB of JSON', JSON.stringify({ a: 'x'.repeat(2_000_000) }), JSON_TYPE],
];

/** Query strings hostile to any route, parameters or not. */
const BROKEN_QUERIES: [string, string][] = [
  ['a broken escape', '?%ZZ=1'],
  ['a NUL key', '?%00=1'],
  ['a prototype key', '?__proto__[isSupport]=true'],
  ['a 50 000-character query', `?q=${'x'.repeat(50_000)}`],
  ['a thousand parameters', `?${Array.from({ length: 1000 }, (_, i) => `p${i}=1`).join('&')}`],
];

/** Headers hostile to any route (a forged cookie replaces the session's). */
const HOSTILE_HEADERS: [string, Record<string, string>][] = [
  ['a broken cookie escape', { cookie: `${SESSION_COOKIE}=%ZZ` }],
  ['a 4000-character cookie', { cookie: `${SESSION_COOKIE}=${'x'.repeat(4000)}` }],
  ['a cookie without a value', { cookie: SESSION_COOKIE }],
  ['a garbage bot-check answer', { 'x-bot-check': 'garbage' }],
  ['a bot-check answer of JSON nonsense', { 'x-bot-check': Buffer.from('{"number":"x"}').toString('base64') }],
  ['an unknown Accept', { accept: 'application/xml' }],
  ['a broken Accept-Language', { 'accept-language': ';;;q=x,,' }],
  ['a forged X-Forwarded-For', { 'x-forwarded-for': 'not-an-address, ::::' }],
  ['a forged X-Forwarded-Proto', { 'x-forwarded-proto': 'gopher' }],
  ['Origin: null', { origin: 'null' }],
  ['a 10 000-character request id', { 'x-request-id': 'x'.repeat(10_000) }],
  ['broken conditional headers', { 'if-none-match': 'garbage', 'if-modified-since': 'yesterday' }],
  ['a broken Accept-Encoding', { 'accept-encoding': 'br;q=x, *;q=-1' }],
];

/** A value the schema accepts, so that one property at a time can be made wrong. */
function plausible(schema: JsonSchema): unknown {
  if (schema.enum?.length) return schema.enum[0];
  if (schema.format === 'email') return 'fuzz@example.com';
  switch (schema.type) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, plausible(v)]));
    default:
      return 'Fuzz';
  }
}

/** Every malformed variant of a request to `path` (OpenAPI form, `{param}`) for this operation. */
export function malformedRequests(path: string, operation: Operation): MalformedRequest[] {
  const params = operation.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const fill = (values: Record<string, string> = {}) =>
    path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '1');
  const validUrl = fill();
  const variants: MalformedRequest[] = [];

  for (const p of pathParams)
    for (const [label, raw] of HOSTILE_PARAMS)
      variants.push({ label: `path ${p.name}: ${label}`, url: fill({ [p.name]: raw }), headers: {} });
  for (const p of queryParams) {
    for (const [label, raw] of HOSTILE_PARAMS)
      variants.push({ label: `query ${p.name}: ${label}`, url: `${validUrl}?${p.name}=${raw}`, headers: {} });
    variants.push({ label: `query ${p.name}: repeated`, url: `${validUrl}?${p.name}=a&${p.name}=b`, headers: {} });
    variants.push({ label: `query ${p.name}: nested`, url: `${validUrl}?${p.name}[x]=1`, headers: {} });
  }
  for (const [label, query] of BROKEN_QUERIES)
    variants.push({ label: `query: ${label}`, url: validUrl + query, headers: {} });
  for (const [label, headers] of HOSTILE_HEADERS) variants.push({ label: `headers: ${label}`, url: validUrl, headers });
  // Sent to every route, GET included: a body where none belongs is malformed too.
  for (const [label, payload, headers] of BROKEN_BODIES)
    variants.push({ label: `body: ${label}`, url: validUrl, payload, headers });

  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  const base = bodySchema ? (plausible(bodySchema) as Record<string, unknown>) : {};
  for (const field of Object.keys(bodySchema?.properties ?? {})) {
    for (const [label, value] of HOSTILE_VALUES)
      variants.push({
        label: `body ${field}: ${label}`,
        url: validUrl,
        payload: JSON.stringify({ ...base, [field]: value }),
        headers: JSON_TYPE,
      });
    const { [field]: _missing, ...without } = base;
    variants.push({
      label: `body ${field}: missing`,
      url: validUrl,
      payload: JSON.stringify(without),
      headers: JSON_TYPE,
    });
  }
  return variants;
}
