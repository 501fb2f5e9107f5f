// The operations of the API as its own OpenAPI document describes them, for the fuzz test: each one's
// method, path, parameters and JSON body schema ($refs resolved), and a valid value for a schema, so that
// a variation spoils one thing at a time and the rest of the request still passes.
import { randomUUID } from 'node:crypto';

export interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  default?: unknown;
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: Schema;
}

interface OpenApiOperation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema: Schema }> }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, Schema> };
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  pathParameters: Parameter[];
  queryParameters: Parameter[];
  body: Schema | undefined;
  /** The documented JSON body of each response status ("400", "4XX", ...). */
  responses: Record<string, Schema>;
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      const body = operation.requestBody?.content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParameters: parameters.filter((parameter) => parameter.in === 'path'),
        queryParameters: parameters.filter((parameter) => parameter.in === 'query'),
        body: body && resolve(document, body),
        responses: Object.fromEntries(
          Object.entries(operation.responses ?? {}).flatMap(([status, response]) => {
            const schema = response.content?.['application/json']?.schema;
            return schema ? [[status, resolve(document, schema)]] : [];
          }),
        ),
      });
    }
  }
  return operations;
}

/** The schema with every $ref replaced by what it names (the document has no recursive schemas). */
export function resolve(document: OpenApiDocument, schema: Schema): Schema {
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = document.components.schemas[name];
    if (!target) throw new Error(`No schema ${name} in the document`);
    return resolve(document, target);
  }
  const resolved: Schema = { ...schema };
  if (schema.properties) {
    resolved.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([key, value]) => [key, resolve(document, value)]),
    );
  }
  if (schema.items) resolved.items = resolve(document, schema.items);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const list = schema[key];
    if (list) resolved[key] = list.map((each) => resolve(document, each));
  }
  return resolved;
}

const typeOf = (schema: Schema): string | undefined =>
  Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;

/** A value the schema accepts (as far as formats and bounds go; patterns get a plain guess). */
export function validValue(schema: Schema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const alternative = schema.anyOf ?? schema.oneOf;
  if (alternative?.length) {
    const first = alternative.find((each) => typeOf(each) !== 'null') ?? alternative[0];
    return first ? validValue(first) : null;
  }
  if (schema.allOf?.length) return validValue(Object.assign({}, ...schema.allOf) as Schema);
  switch (typeOf(schema)) {
    case 'string':
      return validString(schema);
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.maximum !== undefined ? Math.min(schema.maximum, 1) : 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: schema.minItems ?? 1 }, () => validValue(schema.items ?? {}));
    case 'object':
    case undefined: {
      if (!schema.properties) return typeOf(schema) === 'object' ? {} : 'x';
      return Object.fromEntries(
        Object.entries(schema.properties).map(([key, value]) => [key, validValue(value)]),
      );
    }
    default:
      return null;
  }
}

function validString(schema: Schema): string {
  switch (schema.format) {
    case 'email':
      return 'fuzz.player@example.com';
    case 'uuid':
      return randomUUID();
    case 'date-time':
      return '2026-11-21T15:00:00.000Z';
    case 'date':
      return '2026-11-21';
    default: {
      const length = Math.max(schema.minLength ?? 1, Math.min(8, schema.maxLength ?? 8));
      return 'Fuzzaaaaaaaaaaaaaaaa'.slice(0, length).padEnd(length, 'a');
    }
  }
}

/** Every property path of an object schema down to `depth` levels, through the first item of arrays. */
export function propertyPaths(schema: Schema, depth = 3): (string | number)[][] {
  const paths: (string | number)[][] = [];
  const walk = (at: Schema, prefix: (string | number)[], level: number) => {
    if (level > depth) return;
    if (typeOf(at) === 'array' && at.items) walk(at.items, [...prefix, 0], level + 1);
    for (const [key, value] of Object.entries(at.properties ?? {})) {
      paths.push([...prefix, key]);
      walk(value, [...prefix, key], level + 1);
    }
  };
  walk(schema, [], 0);
  return paths;
}

/**
 * The properties an answer of `status` may have beyond the error shape's: those of any alternative its
 * documented body allows (a two-factor step's status), through anyOf, oneOf and allOf.
 */
export function documentedKeys(operation: Operation, status: number): Set<string> {
  const keys = new Set<string>();
  const walk = (schema: Schema | undefined) => {
    if (!schema) return;
    for (const key of Object.keys(schema.properties ?? {})) keys.add(key);
    for (const each of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
      walk(each);
  };
  walk(operation.responses[String(status)] ?? operation.responses[`${String(status)[0]}XX`]);
  return keys;
}
