// preparedStatement and preparedPerRowCount on the test database (PGlite, or PostgreSQL with DATABASE_URL):
// a statement built once runs on the database and inside a transaction, where it sees that transaction's
// uncommitted writes, and it keeps working on a database opened after the first one was closed.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Executor } from '#server/db/executor.ts';
import { preparedPerRowCount, preparedStatement } from '#server/db/prepared-statement.ts';
import { users } from '#server/db/schema.ts';
import { openTestDatabase } from './helpers/build-test-app.ts';

const userNamed = preparedStatement((db: Executor) =>
  db
    .select({ id: users.id, userName: users.userName, updatedAt: users.updatedAt })
    .from(users)
    .where(eq(users.userName, sql.placeholder('userName')))
    .prepare('test_user_named'),
);

const insertUsers = preparedPerRowCount(
  ['userName', 'role', 'securityStamp', 'updatedAt'],
  (db, rows, name) => db.insert(users).values(rows).returning().prepare(name),
  'test_insert_users',
);

const at = new Date('2026-11-28T10:00:00.000Z');
const user = (userName: string) => ({ userName, role: 'Player' as const, securityStamp: 's', updatedAt: at });

describe('preparedStatement', () => {
  it("runs on the database and in a transaction, where it sees the transaction's uncommitted writes", async () => {
    const database = await openTestDatabase();
    try {
      const { db } = database.handle;
      expect(await userNamed(db).execute({ userName: 'ann' })).toEqual([]);
      await db
        .transaction(async (tx) => {
          await tx.insert(users).values(user('ann'));
          const [seen] = await userNamed(tx).execute({ userName: 'ann' });
          // Mapped as the query builder maps it: a Date, not the driver's text.
          expect(seen?.updatedAt).toEqual(at);
          throw new Error('roll back');
        })
        .catch((error: unknown) => {
          if (!(error instanceof Error) || error.message !== 'roll back') throw error;
        });
      expect(await userNamed(db).execute({ userName: 'ann' })).toEqual([]);
      await db.transaction((tx) => tx.insert(users).values(user('ann')));
      expect(await userNamed(db).execute({ userName: 'ann' })).toHaveLength(1);
    } finally {
      await database.close();
    }
  });

  it('works on a database opened after the first was closed', async () => {
    for (const userName of ['bob', 'bob']) {
      const database = await openTestDatabase();
      try {
        const { db } = database.handle;
        await db.insert(users).values(user(userName));
        const rows = await db.transaction((tx) => userNamed(tx).execute({ userName }));
        expect(rows.map((row) => row.userName)).toEqual([userName]);
      } finally {
        await database.close();
      }
    }
  });
});

describe('preparedPerRowCount', () => {
  it('inserts any number of rows, in a transaction, mapped back as the builder maps them', async () => {
    const database = await openTestDatabase();
    try {
      const { db } = database.handle;
      const one = await db.transaction((tx) => insertUsers(tx, [user('cat')]));
      expect(one.map((row) => [row.userName, row.updatedAt, row.reminderLeadHours])).toEqual([
        ['cat', at, 24],
      ]);
      const three = await db.transaction(async (tx) => {
        const rows = await insertUsers(tx, [user('dan'), user('eve'), user('fay')]);
        expect(await userNamed(tx).execute({ userName: 'eve' })).toHaveLength(1);
        return rows;
      });
      expect(three.map((row) => row.userName)).toEqual(['dan', 'eve', 'fay']);
      const again = await insertUsers(db, [user('gus')]);
      expect(again.map((row) => row.userName)).toEqual(['gus']);
    } finally {
      await database.close();
    }
  });
});
