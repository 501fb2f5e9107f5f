// The stats module's public face: api/stats/v1 (a premium player's additional stats).
export { default as statsRoutes } from './routes.ts';
