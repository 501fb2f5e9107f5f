// The dev-clock module's public face: its routes.
export { default as devClockRoutes } from './routes.ts';
