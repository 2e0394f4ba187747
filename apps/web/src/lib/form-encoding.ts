// Form and query encoding for the API client (spec §7: requests are form-encoded by default).

export type QueryValue = string | number | boolean | bigint | null | undefined;

/**
 * Text form of one value: booleans as 'true'/'false' and bigint via toString (what the server's
 * form parser expects), Dates as ISO 8601 (API.md), other objects as JSON. undefined means omit.
 */
function encodeValue(value: unknown, omitEmpty: boolean): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return omitEmpty && value === '' ? undefined : value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return String(value);
  }
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  return JSON.stringify(value, bigintReplacer);
}

export function bigintReplacer(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? value.toString() : value;
}

/**
 * Arrays become repeated keys (`a=1&a=2`). Query strings also drop '' (an empty filter means "no
 * filter"), whereas a body keeps '' because clearing a field is a real request.
 */
export function toSearchParams(
  record: Readonly<Record<string, unknown>>,
  { omitEmpty }: { omitEmpty: boolean },
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(record)) {
    const values: readonly unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      const text = encodeValue(item, omitEmpty);
      if (text !== undefined) params.append(key, text);
    }
  }
  return params;
}
