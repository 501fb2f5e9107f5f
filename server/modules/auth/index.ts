// The auth module's public face: its routes, the rate-limit helpers and the schemas the account module
// reuses.
export { bodyField, limitedBy, type LimitRule } from './rate-limits.ts';
export { default as authRoutes } from './routes.ts';
export { acceptedSchema, sessionTokensSchema } from './schemas.ts';
