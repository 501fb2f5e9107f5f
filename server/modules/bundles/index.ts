// Bundles' public face: their routes (redeeming, the administrators' list and create) and the CLI command.
export { bundleCommand } from './command.ts';
export { default as bundlesRoutes } from './routes.ts';
