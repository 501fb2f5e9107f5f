// Payments' public face (docs/payments.md): the service (provider, webhook handler, local renewals), the
// memberships routes, the local checkout page, and the account's UpgradeToPremium / DowngradeToStandard.
export { default as paymentsService } from './plugin.ts';
export { default as membershipsRoutes } from './routes.ts';
export { default as localCheckoutRoutes } from './local-checkout-routes.ts';
export { default as membershipSwitchRoutes } from './account-routes.ts';
export { localSignatureHeader, localWebhookSecret, signLocalEvent } from './local-provider.ts';
