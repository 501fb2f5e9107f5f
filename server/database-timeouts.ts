// The limits on waiting for PostgreSQL: a setting of their own because the database client, the tests and the
// benchmarks use the defaults without the rest of the configuration.
/** How long the server waits on PostgreSQL before it gives up and answers 503 (PGlite is in-process). */
export interface DatabaseTimeouts {
  /** Opening a connection, or waiting for a free one in the pool. */
  connectMs: number;
  /** PostgreSQL's statement_timeout for requests; the client stops waiting for an answer a second later. */
  statementMs: number;
  /** The same for the background jobs, whose batch statements (standings, settlement) may rightly take longer. */
  jobStatementMs: number;
  /** PostgreSQL's idle_in_transaction_session_timeout: a transaction left open is ended. */
  idleInTransactionMs: number;
  /** GET api/health's own round trip: it answers within this, whatever the database does. */
  healthMs: number;
}

/** Short enough that a partition fails requests in seconds; long enough for the game's own queries and jobs. */
export const defaultDatabaseTimeouts: DatabaseTimeouts = {
  connectMs: 5000,
  statementMs: 5000,
  // At a million players the standings' aggregate alone takes about 6 s (docs/architecture.md, benchmarks).
  jobStatementMs: 300_000,
  idleInTransactionMs: 10_000,
  healthMs: 2000,
};
