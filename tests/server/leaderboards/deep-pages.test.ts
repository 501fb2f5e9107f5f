// Paging a board (read.ts pageOf): a page past the first starts at the score group holding its first rank.
// Walked page by page at several sizes, a board full of ties must give every row once, in rank order, with
// the ranks the pure ranking gives (core/game/ranking.ts), wherever the page boundaries fall.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rankStandings } from '#core/game/ranking.ts';
import { pageOf } from '#server/modules/leaderboards/read.ts';
import { rerank } from '#server/modules/leaderboards/standings-writes.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { addPlayer } from '../settlement/fixtures.ts';

let testApp: TestApp;
let boardId: number;
const rows: { userId: string; boosted: number; total: number; correct: number }[] = [];

beforeAll(async () => {
  testApp = await buildTestApp();
  const db = testApp.app.db;
  const { rows: created } = await db.execute<{ id: number }>(
    sql`insert into boards (period, period_key, scope, scope_key) values (4, '2033-W10', 0, '') returning id`,
  );
  boardId = Number(created[0]?.id);
  // 60 players over few scores: whole groups of equal boosted and correct, some equal on total too.
  for (let i = 0; i < 60; i += 1) {
    const row = { userId: await addPlayer(db), boosted: 10 * (i % 4), correct: i % 3, total: 5 * (i % 2) };
    rows.push(row);
    await db.execute(sql`
      insert into standings (board_id, user_id, boosted, total, correct, entries)
      values (${boardId}, ${row.userId}, ${row.boosted}, ${row.total}, ${row.correct}, 1)`);
  }
  await db.execute(sql`
    insert into board_scores (board_id, boosted, correct, players)
    select board_id, boosted, correct, count(*)::int from standings where board_id = ${boardId}
    group by board_id, boosted, correct`);
  await db.transaction((tx) => rerank(tx, new Set([boardId])));
});
afterAll(async () => {
  await testApp?.close();
});

describe('paging a board of ties', () => {
  it.each([1, 4, 7, 25, 60, 100])('gives every row once, in rank order, %i to a page', async (pageSize) => {
    const expected = rankStandings(rows)
      .map(({ row, rank }) => ({ userId: row.userId, rank, boosted: row.boosted, correct: row.correct }))
      .sort((a, b) => a.rank - b.rank || (a.userId < b.userId ? -1 : 1));
    const seen: typeof expected = [];
    for (let page = 1; ; page += 1) {
      const found = await pageOf(testApp.app.db, boardId, page, pageSize);
      if (found.length === 0) break;
      expect(found.length).toBeLessThanOrEqual(pageSize);
      seen.push(...found.map(({ userId, rank, boosted, correct }) => ({ userId, rank, boosted, correct })));
    }
    expect(seen).toEqual(expected);
  });

  it('answers a page past the end with no rows', async () => {
    expect(await pageOf(testApp.app.db, boardId, 4, 20)).toEqual([]);
    expect(await pageOf(testApp.app.db, boardId, 61, 1)).toEqual([]);
  });
});
