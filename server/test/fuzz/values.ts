import fc from 'fast-check';

// Values that broke or could break a web app's input handling: text Postgres cannot store,
// numbers past int4/int8/double, dates past Postgres' range, odd Unicode, wrong types.

/** A JSON Schema as zod's toJSONSchema and the OpenAPI document write them (the parts used here). */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};

const NASTY_TEXT = [
  '\u0000',
  'a\u0000b',
  'plan\u0000',
  '\ud800',
  'x\udc00y',
  '\u202eevil',
  '👨‍👩‍👧‍👦',
  'Zalgơ̴̡̖̜͙̝̗',
  '\uFEFF',
  '\uFFFF',
  "' OR 1=1 --",
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '   ',
  '',
  '1e309',
  '-1',
  '2147483648',
  '9223372036854775808',
  'NaN',
  '275760-09-13T00:00:00.000Z',
  '0000-00-00',
  '{"__proto__":{"admin":true}}',
  'a'.repeat(300),
  'é'.repeat(5000),
];

const NASTY_NUMBERS = [0, -0, -1, 1.5, 2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 32, 2 ** 53, -(2 ** 53), 1e308, -1e308, Number.MIN_VALUE];

/** Text: random Unicode (lone surrogates and NUL included) or a known troublemaker. */
export const nastyText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NASTY_TEXT),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ maxLength: 20 }).map((text) => `${text}\u0000${text}`),
  fc.integer({ min: 101, max: 20_000 }).map((length) => 'x'.repeat(length)),
);

export const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...NASTY_NUMBERS),
  fc.integer({ min: -(2 ** 31), max: 2 ** 31 }),
  fc.double(),
  fc.maxSafeInteger(),
);

/** Anything at all, including the types superjson carries that JSON cannot (Date, bigint, Map, Set, undefined, NaN). */
export const nastyValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyText,
    nastyNumber,
    fc.constantFrom(null, undefined, true, false, Number.NaN, Infinity, -Infinity),
    fc.bigInt(),
    fc.date({ noInvalidDate: false }),
    fc.constantFrom(new Date(8.64e15), new Date(-8.64e15), new Date('0001-01-01'), new Date('9999-12-31')),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('id', 'role', '__proto__', 'constructor', 'a\u0000')), tie('value'), {
      maxKeys: 3,
    }),
    fc.constantFrom(
      deeplyNested(40),
      { a: [[[[[{}]]]]] },
      Array.from({ length: 200 }, (_, i) => i),
    ),
  ),
})).value;

function deeplyNested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
}

/** Ids of the rows the fuzz fixture created, mostly; sometimes one just past them. */
const smallId = fc.integer({ min: 1, max: 12 });

/** A value the schema describes (enums, bounds, required keys), so calls reach past validation. */
export function shaped(schema: JsonSchema | undefined, name = ''): fc.Arbitrary<unknown> {
  if (!schema || Object.keys(schema).length === 0) return fc.oneof(fc.constant(undefined), nastyValue);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((variant) => shaped(variant, name)));
  if (schema.allOf?.length) return shaped(Object.assign({}, ...schema.allOf), name);
  const types = [schema.type ?? (schema.properties ? 'object' : 'any')].flat();
  if (types.length > 1) return fc.oneof(...types.map((type) => shaped({ ...schema, type }, name)));
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      if (/id$/i.test(name)) return smallId;
      return fc.integer({ min: Math.max(schema.minimum ?? -1000, -(2 ** 31)), max: Math.min(schema.maximum ?? 1000, 2 ** 31) });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
    case 'string':
      return shapedText(schema, name);
    case 'array':
      return fc.array(shaped(schema.items, name), { maxLength: 3 });
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, shaped(value, key)]));
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in model) });
    }
    default:
      return nastyValue;
  }
}

function shapedText(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  if (schema.format === 'email' || /email/i.test(name)) return fc.oneof(fc.emailAddress(), fc.constantFrom('user1@example.test', 'admin4@example.test'));
  if (schema.format === 'date-time' || /date/i.test(name)) return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  if (/password/i.test(name)) return fc.constantFrom('secret123', 'correct horse battery', 'short');
  const maxLength = Math.min(schema.maxLength ?? 40, 60);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  const plain = fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ unit: 'grapheme', minLength, maxLength }),
    fc.stringMatching(/^[A-Za-z][A-Za-z ]{2,20}$/),
  );
  // Right length, one bad character: the shape of text that passes every length check.
  const poisoned = fc.tuple(plain, fc.constantFrom('\u0000', '\ud800', '\udfff')).map(([text, bad]) => `${text.slice(0, Math.max(0, maxLength - 1))}${bad}`);
  return fc.oneof({ arbitrary: plain, weight: 4 }, { arbitrary: poisoned, weight: 1 });
}

/** Shaped, then wrong in one place: a field replaced by a nasty value, dropped, or an extra key. */
export function wrong(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const base = shaped(schema);
  const keys = Object.keys(schema?.properties ?? {});
  if (keys.length === 0) return nastyValue;
  return fc.tuple(base, fc.constantFrom(...keys), fc.constantFrom('replace', 'drop', 'extra'), nastyValue).map(([value, key, how, nasty]) => {
    const record: Record<string, unknown> = value && typeof value === 'object' ? { ...value } : {};
    if (how === 'replace') record[key] = nasty;
    else if (how === 'drop') Reflect.deleteProperty(record, key);
    else record[`${key}Extra`] = nasty;
    return record;
  });
}

/** What a fuzz case sends as the input of a call: mostly the schema's shape, right or wrong. */
export function inputFor(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: shaped(schema), weight: 3 }, { arbitrary: wrong(schema), weight: 4 }, { arbitrary: nastyValue, weight: 2 });
}

/** Like encodeURIComponent, but a lone surrogate goes out as the bytes of U+FFFD instead of throwing. */
export function percentEncoded(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => (/[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`))
    .join('');
}

/** Any generated value as text for a query or form field: JSON for objects (bigint as a number string). */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? item.toString() : item)) ?? 'undefined';
  } catch {
    return '[object]';
  }
}
