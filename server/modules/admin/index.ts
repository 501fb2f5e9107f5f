// The admin desk's public face: its routes, and the audit log other modules' admin routes write to.
export { default as adminRoutes } from './routes.ts';
export { auditStep, writeAudit } from './audit.ts';
