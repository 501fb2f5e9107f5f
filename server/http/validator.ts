// The schema layer's validator: zod's (@fastify/type-provider-zod), behind one check every route gets
// without asking for it: no string of the input may hold a NUL character (U+0000). PostgreSQL cannot
// store one in text ("invalid byte sequence for encoding UTF8: 0x00") and PGlite fails the same way, so
// a NUL in any field the database sees answered 500; now it answers 400 naming the field, like any other
// bad input (`querystring/competition: must not contain the NUL character (U+0000)`). Checked before the
// schema, on the raw input (querystring, params, body and headers where a route has a schema for them),
// so a new route and a new field are covered without a line of their own.
import { validatorCompiler as zodValidatorCompiler } from '@fastify/type-provider-zod';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { $ZodType } from 'zod/v4/core';

const nul = '\u0000';
const nulMessage = 'must not contain the NUL character (U+0000)';

/** The JSON-pointer-like path of the first string (or key) holding a NUL, or null when there is none. */
function nulPath(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes(nul) ? path : null;
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = `${path}/${key.replaceAll(nul, '\\u0000')}`;
    if (key.includes(nul)) return itemPath;
    const found = nulPath(item, itemPath);
    if (found !== null) return found;
  }
  return null;
}

export const validatorCompiler: FastifySchemaCompiler<$ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data: unknown) => {
    const at = nulPath(data, '');
    if (at === null) return validate(data);
    const issue: FastifySchemaValidationError = {
      keyword: 'nul',
      instancePath: at,
      schemaPath: '#',
      params: {},
      message: nulMessage,
    };
    return { error: [issue] };
  };
};
