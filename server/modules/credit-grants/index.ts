// Credit grants' public face: the administrators' grant route and its development twin.
export { default as adminCreditGrantRoutes, devCreditGrantRoutes } from './routes.ts';
