// The static lookups' public face: sports, competitions and market types (repository, routes), and the
// schemas other modules' contracts reuse.
export { default as staticLookupsRepository } from './repository.ts';
export { default as staticLookupsRoutes } from './routes.ts';
export { marketTypeSchema, sportIdSchema } from './schemas.ts';
