// The admin audit log (docs/admin.md): every admin action adds one row, in the transaction of the change.
import { count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '#server/db/executor.ts';
import { adminAudit, users } from '#server/db/schema.ts';

type AdminAction =
  | 'lockUser'
  | 'unlockUser'
  | 'resetTwoFactor'
  | 'changeRole'
  | 'grantCredits'
  | 'setOutrightWinner'
  | 'correctResult'
  | 'chooseDailyChallenge'
  | 'createBundle'
  | 'sendNews'
  | 'uploadFile'
  | 'deleteFile';

export interface AuditEntry {
  actorId: string;
  action: AdminAction;
  targetId: string | null;
  detail: Record<string, unknown>;
  at: Date;
}

export async function writeAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(adminAudit).values(entry);
}

/**
 * The entry's row as a step another module's service runs inside its own transaction (after its change,
 * so a refused action leaves no row): those services take `audit(tx)` without knowing this module.
 */
export function auditStep(entry: AuditEntry): (tx: Executor) => Promise<void> {
  return (tx) => writeAudit(tx, entry);
}

/** A page of the log, newest first, with the actor's and the target's e-mail. */
export async function auditPage(db: Executor, page: number, pageSize: number) {
  const actor = alias(users, 'actor');
  const target = alias(users, 'target');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: adminAudit.id,
        actorId: adminAudit.actorId,
        actorEmail: actor.email,
        action: adminAudit.action,
        targetId: adminAudit.targetId,
        targetEmail: target.email,
        detail: adminAudit.detail,
        at: adminAudit.at,
      })
      .from(adminAudit)
      .leftJoin(actor, eq(actor.id, adminAudit.actorId))
      .leftJoin(target, eq(target.id, adminAudit.targetId))
      .orderBy(desc(adminAudit.at), desc(sql`${adminAudit.id}`))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(adminAudit),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
    total: total?.total ?? 0,
  };
}
