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

interface Visited {
  value: unknown;
  /** The index of the object or array holding it (-1: the input itself), and its key there. */
  parent: number;
  key: string;
}

/**
 * The JSON-pointer-like path of the first string (or key) holding a NUL, or null when there is none.
 * Breadth-first over a list, not recursive: a body nested 100,000 deep must not overflow the stack (it
 * answered 500), and each path is built only for the value that holds the NUL.
 */
function nulPath(input: unknown): string | null {
  const visited: Visited[] = [{ value: input, parent: -1, key: '' }];
  const pathOf = (index: number, key?: string) => {
    const keys = key === undefined ? [] : [key];
    for (let at = index; at > 0; at = visited[at]?.parent ?? 0) keys.push(visited[at]?.key ?? '');
    return keys
      .reverse()
      .map((each) => `/${each.replaceAll(nul, '\\u0000')}`)
      .join('');
  };
  for (let index = 0; index < visited.length; index += 1) {
    const value = visited[index]?.value;
    if (typeof value === 'string') {
      if (value.includes(nul)) return pathOf(index);
      continue;
    }
    if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) continue;
    for (const [key, item] of Object.entries(value)) {
      if (key.includes(nul)) return pathOf(index, key);
      visited.push({ value: item, parent: index, key });
    }
  }
  return null;
}

/**
 * The shared NUL check for input a route decodes itself (a JSON query parameter): `where/path: must not
 * contain the NUL character (U+0000)`, or null when `input` holds none.
 */
export function nulProblem(input: unknown, where: string): string | null {
  const path = nulPath(input);
  return path === null ? null : `${where}${path}: ${nulMessage}`;
}

export const validatorCompiler: FastifySchemaCompiler<$ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data: unknown) => {
    const at = nulPath(data);
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
