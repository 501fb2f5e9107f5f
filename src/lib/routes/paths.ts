// Every screen's URL by its route name (docs/product.md §2): the one list of paths. The route table
// (src/app/route-table.tsx) gives each name its screen, and the shell and screens link by name through
// `namedRoutes`, never by hand-written paths, so a path changes here only. Plain data: no React.

/** Each route's path pattern, absolute, in react-router's syntax (`:param`, a trailing `*`). */
export const routePaths = {
  Landing: '/',
  // The week's events view; an archived season is read-only.
  Home: '/play',
  CurrentSport: '/play/:sport',
  CurrentCompetition: '/play/:sport/:competition',
  ArchivedSeason: '/play/:sport/:competition/:seasonId',
  howToPlay: '/how-to-play',
  faqs: '/faqs',
  Feedback: '/feedback',
  AccountSettings: '/account-settings',
  accountPersonalDetails: '/account-settings/personal-details',
  accountTwoFactor: '/account-settings/two-factor-authentication',
  accountChangePassword: '/account-settings/change-password',
  accountEmailPreferences: '/account-settings/email-preferences',
  manageSubscriptions: '/account-settings/subscriptions',
  memberships: '/memberships',
  subscriptionSuccess: '/memberships/payment/success',
  paymentCancelled: '/memberships/payment/cancel',
  subscriptionCancelled: '/memberships/subscriptions/cancel',
  leaguesHome: '/leagues',
  joinLeague: '/league/join',
  joinLeagueById: '/league/:id/join',
  leagueDetails: '/league/:id/details',
  // The weekly and seasonal leaderboards (docs/game-rules.md §8).
  leaderboards: '/leaderboards',
  stats: '/stats',
  redeemBundle: '/bundle/redeem',
  redeemBundleCode: '/bundle/:code/redeem',
  signUp: '/signup',
  changePassword: '/change-password',
  privacyPolicy: '/policies/privacy',
  termsAndConditions: '/policies/termsAndConditions',
  cookiePolicy: '/policies/cookies',
  licencesAndDisclaimers: '/policies/licences',
  unsubscribe: '/email-preferences/unsubscribe',
  // The sign-in app and the pages the links in our e-mails open (their query carries user and token).
  signIn: '/auth/',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  confirmEmail: '/auth/confirm-email',
  validateEmail: '/auth/validate-email',
  authNotFound: '/auth/*',
  // Reached only when the server hands the SPA this path; links to it load the page in full.
  adminApp: '/admin/*',
  notFound: '/notfound',
  anyOtherPath: '/*',
} as const satisfies Record<string, `/${string}`>;

export type RouteName = keyof typeof routePaths;

/** One string per `:param` of a path pattern, in its order: `CurrentSport(sport)`. */
type PathArgs<Path extends string> = Path extends `${string}:${string}/${infer Rest}`
  ? [string, ...PathArgs<Rest>]
  : Path extends `${string}:${string}`
    ? [string]
    : [];

/** The routes a link can name: every route but the catch-alls (`*`). */
export type LinkableRouteName = {
  [Name in RouteName]: (typeof routePaths)[Name] extends `${string}*` ? never : Name;
}[RouteName];

type NamedRoutes = {
  [Name in LinkableRouteName]: (...args: PathArgs<(typeof routePaths)[Name]>) => string;
};

/** The path of a pattern with its `:params` filled in order (each URL-encoded). */
export function fillPath(pattern: string, args: readonly string[]): string {
  let next = 0;
  return pattern.replace(/:[A-Za-z]+/gu, () => encodeURIComponent(args[next++] ?? ''));
}

const isLinkable = (name: RouteName): name is LinkableRouteName => !routePaths[name].endsWith('*');

/** A link's path by route name: `namedRoutes.CurrentSport('Football')` is `/play/Football`. */
export const namedRoutes = Object.fromEntries(
  (Object.keys(routePaths) as RouteName[])
    .filter(isLinkable)
    .map((name) => [name, (...args: string[]) => fillPath(routePaths[name], args)]),
) as Record<string, unknown> as NamedRoutes;

/** The same-origin apps outside this SPA; reaching them needs a full page load. */
export const externalApps = {
  admin: '/admin/',
  auth: '/auth/',
} as const;
