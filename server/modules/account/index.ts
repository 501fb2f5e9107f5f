// The account module's public face: its routes (profile, credentials, two-factor, conversion, e-mail
// preferences).
export { default as accountRoutes } from './routes.ts';
