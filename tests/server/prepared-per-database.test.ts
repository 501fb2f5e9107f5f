import { describe, expect, it } from 'vitest';
import { preparedPerDatabase } from '#server/db/prepared-per-database.ts';

describe('preparedPerDatabase', () => {
  it('prepares once per database and separately for each database', () => {
    const prepared: object[] = [];
    const statementOf = preparedPerDatabase((db: object) => {
      prepared.push(db);
      return { on: db };
    });
    const first = {};
    const second = {};

    const a = statementOf(first);
    expect(statementOf(first)).toBe(a);
    const b = statementOf(second);

    expect(b).not.toBe(a);
    expect(b.on).toBe(second);
    expect(prepared).toEqual([first, second]);
  });
});
