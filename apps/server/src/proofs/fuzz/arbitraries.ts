import fc from 'fast-check';

// Values for a JSON Schema as the server's OpenAPI gives it (what the Zod schemas become: types,
// properties, required, lengths, bounds, patterns, enums, anyOf, nullable), mostly fitting it so
// that requests reach the code behind the schema, and sometimes not, so that they test the schema.

export type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  minItems?: number;
  maxItems?: number;
};

/** Text members and attackers send: CJK, emoji, control characters, markup, SQL, paths. */
const nasty = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  '9'.repeat(40),
  "' or 1=1 --",
  '"; drop table members; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  '\ud800',
  '𝕂𝕚𝕣𝕚𝕟',
  '张三'.repeat(300),
  '{"__proto__":{"x":1}}',
  '${jndi:ldap://x}',
);

const anyString = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 2, arbitrary: nasty },
);

/** Anything at all, of bounded size. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  anyString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(anyString, fc.integer()), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(anyString, fc.integer()), { maxKeys: 4 }),
);

function stringOf(s: Schema): fc.Arbitrary<string> {
  if (s.pattern) {
    try {
      const fitting = fc.stringMatching(new RegExp(s.pattern));
      const bounded = fitting.filter((v) => v.length <= (s.maxLength ?? 200));
      return fc.oneof({ weight: 4, arbitrary: bounded }, { weight: 1, arbitrary: anyString });
    } catch {
      // A pattern JavaScript cannot read is fuzzed as free text.
    }
  }
  const minLength = s.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(s.maxLength ?? 40, 80));
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 1, arbitrary: anyString },
  );
}

function numberOf(s: Schema, integer: boolean): fc.Arbitrary<number> {
  const exclusive = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum : undefined;
  const min = s.minimum ?? (exclusive !== undefined ? exclusive + (integer ? 1 : 0.01) : -1e6);
  const max = Math.max(min, s.maximum ?? 1e9);
  const fitting = integer
    ? fc.integer({
        min: Math.ceil(Math.max(min, -(2 ** 53))),
        max: Math.floor(Math.min(max, 2 ** 53)),
      })
    : fc.double({ min, max, noNaN: true });
  return fc.oneof(
    { weight: 4, arbitrary: fitting },
    { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.constant(2 ** 63)) },
  );
}

/** A value for `s`: usually within it, now and then a value of another type or shape. */
export function valueOf(s: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!s || depth > 6) return junk;
  const base = fittingOf(s, depth);
  const withNull = s.nullable ? fc.oneof(base, fc.constant(null)) : base;
  return fc.oneof({ weight: 9, arbitrary: withNull }, { weight: 1, arbitrary: junk });
}

function fittingOf(s: Schema, depth: number): fc.Arbitrary<unknown> {
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => valueOf(a, depth + 1)));
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      return stringOf(s);
    case 'integer':
      return numberOf(s, true);
    case 'number':
      return numberOf(s, false);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(valueOf(s.items, depth + 1), {
        minLength: s.minItems ?? 0,
        maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 4, 6)),
      });
    case 'object': {
      const props = s.properties ?? {};
      const required = (s.required ?? []).filter((k) => k in props);
      const record = fc.record(
        Object.fromEntries(Object.entries(props).map(([k, v]) => [k, valueOf(v, depth + 1)])),
        { requiredKeys: required },
      );
      // Now and then a key the schema does not know.
      return fc.oneof(
        { weight: 5, arbitrary: record },
        {
          weight: 1,
          arbitrary: fc
            .tuple(record, fc.string({ maxLength: 10 }), junk)
            .map(([r, k, v]) => ({ ...r, [k]: v })),
        },
      );
    }
    default:
      return junk;
  }
}
