// Bad requests for one operation: the body malformed as a whole, each property given wrong types, out-of-range
// numbers, NUL, huge and tricky unicode strings; each query and path parameter spoiled the same way; and a
// few tricks on the URL itself. Every other part of the request stays valid, so each variation reaches as
// far into the route as its one fault lets it.
import { propertyPaths, validValue, type Operation } from './operations.ts';

export interface Variation {
  label: string;
  method: Operation['method'];
  url: string;
  /** The body as sent (JSON text, or raw bytes of a malformed one). */
  payload?: string;
  contentType?: string;
}

/** Values as JSON text, so that numbers past 2^53 and lone surrogates go on the wire as written. */
const badJsonValues: Record<string, string> = {
  null: 'null',
  'a number': '123',
  'a negative number': '-1',
  'past int4': '2147483648',
  'below int4': '-2147483649',
  'past 2^53': '9007199254740993',
  'a huge number': '1e308',
  'a fraction': '1.5',
  'a string': '"x"',
  'an empty string': '""',
  NUL: '"\\u0000"',
  'NUL inside': '"ab\\u0000cd"',
  'a huge string': JSON.stringify('x'.repeat(100_000)),
  'an RTL override': '"\\u202eevil\\u202c"',
  'a lone surrogate': '"\\ud800"',
  'zero-width only': '"\\u200b\\u200b\\u200b"',
  emoji: JSON.stringify('😀'.repeat(60)),
  'SQL text': `"' or 1=1 --"`,
  'an empty array': '[]',
  'an array of NUL': '["\\u0000"]',
  'an empty object': '{}',
  'an object with a NUL key': '{"\\u0000":1}',
  'a boolean': 'true',
};

const badParameterValues: Record<string, string> = {
  NUL: '%00',
  'NUL inside': 'ab%00cd',
  'a bad escape': '%FF',
  'a stray percent': '%',
  'an encoded lone surrogate': '%ED%A0%80',
  'an RTL override': '%E2%80%AEevil',
  'past int4': '2147483648',
  'past 2^53': '9007199254740993',
  'a huge number': '1e309',
  'a negative number': '-1',
  zero: '0',
  'not a number': 'NaN',
  'a word': 'abc',
  empty: '',
  'path climbing': '..%2F..%2Fetc%2Fpasswd',
  'SQL text': "'%20or%201%3D1%20--",
  'long (101)': 'x'.repeat(101),
  'huge (20,000)': 'x'.repeat(20_000),
};

const malformedBodies: Record<string, { payload: string; contentType?: string }> = {
  'a cut JSON': { payload: '{"a":' },
  'a JSON null': { payload: 'null' },
  'a JSON array': { payload: '[]' },
  'a JSON string': { payload: '"body"' },
  'a JSON number': { payload: '12' },
  'a prototype key': { payload: '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}' },
  'deep nesting': { payload: '['.repeat(100_000) + ']'.repeat(100_000) },
  'an empty body': { payload: '' },
  'plain text': { payload: 'hello', contentType: 'text/plain' },
  'form encoding': { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  'invalid UTF-8': {
    payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]).toString('latin1'),
  },
};

/** JSON text of `value` with the property at `path` replaced by the JSON text `replacement`. */
function replacedAt(value: unknown, path: (string | number)[], replacement: string): string {
  const marker = `__fuzz_${Math.random().toString(36).slice(2)}__`;
  const copy: unknown = structuredClone(value);
  let at: unknown = copy;
  for (const step of path.slice(0, -1)) {
    if (at === null || typeof at !== 'object') return JSON.stringify(copy);
    at = (at as Record<string | number, unknown>)[step];
  }
  const last = path[path.length - 1];
  if (at === null || typeof at !== 'object' || last === undefined) return JSON.stringify(copy);
  (at as Record<string | number, unknown>)[last] = marker;
  return JSON.stringify(copy).replace(`"${marker}"`, replacement);
}

function urlOf(operation: Operation, path: Record<string, string>, query: Record<string, string>): string {
  let url = operation.path;
  for (const parameter of operation.pathParameters) {
    url = url.replace(`{${parameter.name}}`, path[parameter.name] ?? 'x');
  }
  const search = Object.entries(query)
    .map(([name, value]) => `${encodeURIComponent(name)}=${value}`)
    .join('&');
  return search ? `${url}?${search}` : url;
}

const encode = (value: unknown) => encodeURIComponent(String(value));

/** Every variation of the operation; `known`: real values for path parameters, by name. */
export function variationsOf(operation: Operation, known: Record<string, string> = {}): Variation[] {
  const validPath = Object.fromEntries(
    operation.pathParameters.map((parameter) => [
      parameter.name,
      encode(known[parameter.name] ?? validValue(parameter.schema)),
    ]),
  );
  const validQuery = Object.fromEntries(
    operation.queryParameters
      .filter((parameter) => parameter.required)
      .map((parameter) => [parameter.name, encode(validValue(parameter.schema))]),
  );
  const validBody = operation.body ? validValue(operation.body) : undefined;
  const validPayload = validBody === undefined ? undefined : JSON.stringify(validBody);
  const { method } = operation;
  const base = urlOf(operation, validPath, validQuery);
  const variations: Variation[] = [{ label: 'valid', method, url: base, payload: validPayload }];

  for (const parameter of operation.pathParameters) {
    for (const [label, value] of Object.entries(badParameterValues)) {
      if (value === '') continue; // An empty path segment is another route.
      const url = urlOf(operation, { ...validPath, [parameter.name]: value }, validQuery);
      variations.push({ label: `path ${parameter.name}: ${label}`, method, url, payload: validPayload });
    }
  }
  for (const parameter of operation.queryParameters) {
    for (const [label, value] of Object.entries(badParameterValues)) {
      const url = urlOf(operation, validPath, { ...validQuery, [parameter.name]: value });
      variations.push({ label: `query ${parameter.name}: ${label}`, method, url, payload: validPayload });
    }
    const repeated = `${base}${base.includes('?') ? '&' : '?'}${parameter.name}=1&${parameter.name}=2`;
    variations.push({
      label: `query ${parameter.name}: repeated`,
      method,
      url: repeated,
      payload: validPayload,
    });
  }
  for (const [label, url] of Object.entries({
    'an unknown query parameter with NUL': `${base}${base.includes('?') ? '&' : '?'}x%00=%00`,
    'a trailing slash': base.includes('?') ? base.replace('?', '/?') : `${base}/`,
    'a doubled slash': base.replace('/api/', '/api//'),
    'a bad escape in the query': `${base}${base.includes('?') ? '&' : '?'}%`,
  })) {
    variations.push({ label, method, url, payload: validPayload });
  }

  if (operation.body) {
    for (const [label, body] of Object.entries(malformedBodies)) {
      variations.push({
        label: `body: ${label}`,
        method,
        url: base,
        payload: body.payload,
        contentType: body.contentType,
      });
    }
    for (const path of propertyPaths(operation.body)) {
      for (const [label, value] of Object.entries(badJsonValues)) {
        variations.push({
          label: `body ${path.join('.')}: ${label}`,
          method,
          url: base,
          payload: replacedAt(validBody, path, value),
        });
      }
    }
  }
  return variations;
}
