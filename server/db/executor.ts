// What repository methods run their statements on: the database, or a transaction a caller opened so that
// several writes (a user and its first session, a password and its revoked sessions) land together.
import type { Database } from './client.ts';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;
