/**
 * How the line starts that the server prints on stdout once it listens, its public URL after it. What
 * starts the server and waits for it reads this (scripts/lighthouse-server.ts), so the two cannot drift.
 */
export const readyLinePrefix = 'Longshot is running at';
