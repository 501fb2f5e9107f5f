// The health module's public face: its routes.
export { default as healthRoutes } from './routes.ts';
