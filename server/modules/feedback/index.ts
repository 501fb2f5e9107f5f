// The feedback module's public face: the Contact Us route and the administrators' inbox list.
export { default as feedbackRoutes } from './routes.ts';
