// The dev-outbox module's public face: its routes.
export { default as devOutboxRoutes } from './routes.ts';
