/**
 * A getter for statements prepared once per database (or per transaction, which is its own executor).
 * Hot reads prepare their statement on first use: building a Drizzle query each time cost several times
 * what running it did. Keyed weakly so a closed test database takes its statements with it. A statement
 * that runs inside transactions too (a save's) is a preparedStatement (prepared-statement.ts) instead.
 */
export function preparedPerDatabase<Executor extends object, Prepared>(
  prepare: (db: Executor) => Prepared,
): (db: Executor) => Prepared {
  const prepared = new WeakMap<Executor, Prepared>();
  return (db) => {
    let found = prepared.get(db);
    if (found === undefined) {
      found = prepare(db);
      prepared.set(db, found);
    }
    return found;
  };
}
