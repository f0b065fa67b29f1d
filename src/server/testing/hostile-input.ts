import fc from 'fast-check';

/** The body of a fuzzed request: a JSON value, or raw bytes under some content type (or none). */
export type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string | null; payload: string | Buffer; why: string };

const BODY_LIMIT = 1024 * 1024;

/** Strings a careless server trips on. */
const nastyString = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\t\r\n',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1',
  '0x1F',
  '00000000-0000-0000-0000-000000000000',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '<script>alert(1)</script>',
  "' or '1'='1' --",
  '"; drop table users; --',
  '../../../../etc/passwd',
  '%00',
  '%zz',
  '\ud800',
  '\udfff\ud800',
  '\u202eevil',
  'ǅ͏̈́𝓤𝓷𝓲𝓬𝓸𝓭𝓮',
  '😀'.repeat(40),
  'a@b',
  'someone@example.com',
  ' SOMEONE@EXAMPLE.COM ',
  '/images/../../secret.svg',
  '/api/images/../../users',
  'javascript:alert(1)',
  'https://evil.example/x.png',
);

/** Up to a few hundred kilobytes of one repeated piece: big, but mostly under the 1 MB body limit. */
const hugeString = fc
  .tuple(fc.string({ minLength: 1, maxLength: 6, unit: 'grapheme' }), fc.integer({ min: 121, max: 250_000 }))
  .map(([piece, length]) => piece.repeat(Math.ceil(length / piece.length)).slice(0, length));

/** What a text column or a parser may choke on, put inside an otherwise ordinary value. */
const spice = fc.oneof(
  // NUL most often: PostgreSQL cannot store it in text, so it tests every path from request to database.
  { weight: 4, arbitrary: fc.constant('\u0000') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '\u0001',
      '\u001b',
      '\u007f',
      '\ud800',
      '\udc00',
      '\u2028',
      '\u202e',
      '\ufeff',
      '\uffff',
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom('%00', '\\', "'", '"', '\n') },
);

/** `text` with one awkward character somewhere in it: still valid enough to get past the first checks. */
export function spiced(text: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .tuple(text, spice, fc.nat())
    .map(([t, piece, at]) => `${t.slice(0, at % (t.length + 1))}${piece}${t.slice(at % (t.length + 1))}`);
}

export const anyString = fc.oneof(
  { weight: 3, arbitrary: fc.string() },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 60 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  { weight: 3, arbitrary: nastyString },
  { weight: 1, arbitrary: hugeString },
  { weight: 2, arbitrary: spiced(fc.string({ maxLength: 20 })) },
);

const anyNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(
    -1,
    0,
    -0,
    0.001,
    0.005,
    1.005,
    0.1 + 0.2,
    1e21,
    1e308,
    -1e308,
    2 ** 31,
    2 ** 53 + 2,
    -(2 ** 63),
  ),
);

/** A value of any JSON type, weighted towards the ones that break validation. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: anyString },
  { weight: 3, arbitrary: anyNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  },
);

const forgedKeys = fc.constantFrom(
  '_id',
  'id',
  'role',
  'status',
  'students',
  'feedback',
  'instructor',
  'instructorId',
  'userId',
  'email',
  'price',
  'amount',
  'currency',
  'emailVerified',
  '__proto__',
  'constructor',
);

/**
 * Around a valid object (keys taken from the contract schema): the object itself, one key missing, one
 * key of the wrong type or value, one key too many, or not an object at all.
 */
export function mutated(keys: string[], good: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<unknown> {
  const key = fc.constantFrom(...keys);
  return fc.oneof(
    { weight: 3, arbitrary: good },
    {
      weight: 2,
      arbitrary: fc
        .tuple(good, key)
        .map(([o, k]) => Object.fromEntries(Object.entries(o).filter(([x]) => x !== k))),
    },
    {
      weight: 5,
      arbitrary: fc
        .tuple(good, key, hostileValue)
        .map(([o, k, v]) => Object.fromEntries([...Object.entries(o), [k, v]])),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(good, fc.oneof(forgedKeys, fc.string({ maxLength: 12 })), hostileValue)
        .map(([o, k, v]) => Object.fromEntries([...Object.entries(o), [k, v]])),
    },
    {
      weight: 5,
      arbitrary: fc.tuple(good, key, spice, fc.nat()).map(([o, k, piece, at]) => {
        const value = o[k];
        if (typeof value !== 'string') return o;
        const cut = at % (value.length + 1);
        return { ...o, [k]: `${value.slice(0, cut)}${piece}${value.slice(cut)}` };
      }),
    },
    { weight: 1, arbitrary: hostileValue },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

const malformedJson = fc
  .oneof(
    fc.constantFrom(
      '{',
      '{"a":',
      '{"a":1,}',
      "{'a':1}",
      '[1,2',
      'nul',
      '{"a":NaN}',
      '{"a":01}',
      '"\\x"',
      '\u0000',
      '{"a":"\ud800"}',
    ),
    fc.string({ maxLength: 40 }).filter((s) => {
      try {
        JSON.parse(s);
        return false;
      } catch {
        return true;
      }
    }),
    fc.jsonValue({ maxDepth: 2 }).map((v) => `${JSON.stringify(v)}}`),
  )
  .map((payload): Body => ({ kind: 'raw', contentType: 'application/json', payload, why: 'malformed JSON' }));

/** Media types a JSON route must refuse (415), or at least never act on. */
export const formLikeTypes = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data'];

const wrongContentType = fc
  .tuple(
    fc.constantFrom(
      'text/plain',
      'text/plain; charset=utf-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=xyz',
      'application/xml',
      'text/html',
      'application/octet-stream',
      'application/json-patch+json',
      'application/vnd.api+json',
      'image/png',
      null,
    ),
    fc.oneof(
      fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)),
      fc.constant('email=a%40b.co&role=admin'),
    ),
  )
  .map(([contentType, payload]): Body => ({ kind: 'raw', contentType, payload, why: 'wrong media type' }));

/** Nesting tens of thousands deep: a recursive walker would overflow its stack on it. */
const deeplyNested = fc
  .tuple(fc.integer({ min: 1000, max: 100_000 }), fc.constantFrom('[', '{"a":'))
  .map(([depth, open]): Body => ({
    kind: 'raw',
    contentType: 'application/json',
    payload: `{"name":${open.repeat(depth)}1${(open === '[' ? ']' : '}').repeat(depth)}}`,
    why: 'deeply nested JSON',
  }));

const oversized = fc.integer({ min: BODY_LIMIT + 1, max: BODY_LIMIT + 64 * 1024 }).map((size): Body => ({
  kind: 'raw',
  contentType: 'application/json',
  payload: `{"name":"${'x'.repeat(size)}"}`,
  why: 'over the 1 MB limit',
}));

/** JSON bodies around the contract, malformed JSON, other media types and a few over the size limit. */
export function bodies(value: fc.Arbitrary<unknown>): fc.Arbitrary<Body> {
  return fc.oneof(
    { weight: 14, arbitrary: value.map((v): Body => ({ kind: 'json', value: v })) },
    { weight: 2, arbitrary: malformedJson },
    { weight: 1, arbitrary: deeplyNested },
    { weight: 2, arbitrary: wrongContentType },
    { weight: 1, arbitrary: oversized },
  );
}

/** For routes that take no body: mostly none, sometimes junk. */
export const noBody: fc.Arbitrary<Body> = fc.oneof(
  { weight: 10, arbitrary: fc.constant<Body>({ kind: 'none' }) },
  { weight: 3, arbitrary: bodies(hostileValue) },
);

/** A path segment: a known id, something id-like, or junk; `raw` ones are sent without encoding. */
export type Segment = { value: string; raw: boolean };
export function segment(known: string[], extra: fc.Arbitrary<string> = fc.uuid()): fc.Arbitrary<Segment> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...known).map((value) => ({ value, raw: false })) },
    { weight: 2, arbitrary: extra.map((value) => ({ value: wellFormed(value), raw: false })) },
    {
      weight: 4,
      arbitrary: anyString.map((value) => ({ value: wellFormed(value.slice(0, 2000)), raw: false })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('%', '%zz', '%E0%A4%A', '%C0%AF', '%00', '..', '%2e%2e', '%2F..%2F', ';x', '%ff%fe')
        .map((value) => ({ value, raw: true })),
    },
  );
}

/** A lone surrogate cannot be sent in a URL; a browser sends U+FFFD in its place. */
const wellFormed = (s: string) =>
  s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

export const encodeSegment = (s: Segment) => (s.raw ? s.value : encodeURIComponent(s.value));

/** A query string with known keys (and some unknown ones) set to junk; repeated keys too. */
export function queryString(keys: string[], values: fc.Arbitrary<string> = anyString): fc.Arbitrary<string> {
  return fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 12 })), values), {
      maxLength: 4,
    })
    .map((pairs) => {
      const params = new URLSearchParams();
      for (const [k, v] of pairs) params.append(k, v.slice(0, 4000));
      const text = params.toString();
      return text ? `?${text}` : '';
    });
}
