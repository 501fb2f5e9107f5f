// User ids arrive in links and paths; PostgreSQL refuses a statement comparing a uuid column with
// anything else, so a malformed id is turned away before it reaches a query.
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
