/**
 * A statement built once and run on any executor: the database, or a transaction in progress (issue #14).
 * preparedPerDatabase keeps a Drizzle prepared query per executor, which gains nothing inside a
 * transaction (each is a new executor, used once). Here the query is built and prepared once (its SQL,
 * parameters and row mapping), and running it on an executor only rebinds it to that executor's
 * connection: the SQL is never built again, and the same name makes node-postgres prepare it once per
 * pooled connection (PGlite ignores the name).
 *
 * Drizzle does not offer the rebinding: a prepared query keeps its session's `client` (node-postgres's
 * pool or transaction client, PGlite's instance or transaction) in a field of that name. This module is
 * the one place that relies on it, and checks it on first use (tests/server/prepared-statement.test.ts).
 */
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgPreparedQuery, PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Executor } from './executor.ts';

/** What every Drizzle pg driver's session and prepared query hold (private in their types). */
interface HasClient {
  client: unknown;
}

function hasClient(value: object): value is HasClient {
  return 'client' in value && value.client !== undefined;
}

/**
 * `prepare` builds the query on the executor it is given and calls `.prepare(name)` (placeholders for
 * every value that varies); the answer runs it on `executor`, which may be a transaction.
 */
export function preparedStatement<Prepared extends PgPreparedQuery<PreparedQueryConfig>>(
  prepare: (executor: Executor) => Prepared,
): (executor: Executor) => Prepared {
  // One template per driver (a node-postgres query cannot run on PGlite), stripped of its client so that a
  // closed database is not kept alive by it.
  const templates = new Map<unknown, Prepared>();
  const bound = new WeakMap<object, Prepared>();
  return (executor) => {
    const session = executor._.session;
    let found = bound.get(session);
    if (found !== undefined) return found;
    if (!hasClient(session)) throw new Error('preparedStatement: a Drizzle session without a client');
    let template = templates.get(session.constructor);
    if (template === undefined) {
      template = prepare(executor);
      if (!hasClient(template)) throw new Error('preparedStatement: a prepared query without a client');
      template = Object.assign(
        Object.create(Object.getPrototypeOf(template) as object) as Prepared,
        template,
        {
          client: undefined,
        },
      );
      templates.set(session.constructor, template);
    }
    found = Object.assign(Object.create(Object.getPrototypeOf(template) as object) as Prepared, template, {
      client: session.client,
    });
    bound.set(session, found);
    return found;
  };
}

/** Placeholders standing for one row of a multi-row insert, named `<key><row>`. */
export type RowPlaceholders<Key extends string> = Record<Key, Placeholder>;

/**
 * A multi-row insert as preparedStatement statements, one per number of rows (a save writes a slip's
 * few picks, so a handful of them). `prepare` builds the insert of `rows` (each value a placeholder, which
 * Drizzle converts as it would the value: a Date, a jsonb object) and calls `.prepare(name)`; the answer
 * runs it on `executor` with `rows`' values, each row giving every key of `keys`.
 */
export function preparedPerRowCount<
  Key extends string,
  Prepared extends PgPreparedQuery<PreparedQueryConfig>,
>(
  keys: readonly Key[],
  prepare: (executor: Executor, rows: RowPlaceholders<Key>[], name: string) => Prepared,
  name: string,
): (executor: Executor, rows: readonly Record<Key, unknown>[]) => ReturnType<Prepared['execute']> {
  const byCount = new Map<number, (executor: Executor) => Prepared>();
  return (executor, rows) => {
    let statement = byCount.get(rows.length);
    if (statement === undefined) {
      const placeholders = rows.map(
        (_, index) =>
          Object.fromEntries(
            keys.map((key) => [key, sql.placeholder(`${key}${index}`)]),
          ) as RowPlaceholders<Key>,
      );
      statement = preparedStatement((on) => prepare(on, placeholders, `${name}_${rows.length}`));
      byCount.set(rows.length, statement);
    }
    const values: Record<string, unknown> = {};
    rows.forEach((row, index) => {
      for (const key of keys) values[`${key}${index}`] = row[key];
    });
    return statement(executor).execute(values) as ReturnType<Prepared['execute']>;
  };
}

/**
 * A placeholder for an update's `set`, converted as `column` converts its values (a Date, a jsonb
 * object): Drizzle's types take no placeholder there, though it wraps one in the column's parameter as
 * it does an insert's.
 */
export function columnPlaceholder(name: string, column: AnyPgColumn): SQL {
  return sql`${sql.param(sql.placeholder(name), column)}`;
}
