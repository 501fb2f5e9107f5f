// The tags the routes group their operations under, declared with what each group is for (Swagger UI shows
// the description above the group). A route's `tags` must name one of these: the lint refuses an undeclared
// tag.
export const operationTags = [
  { name: 'Health', description: 'Whether this instance and its database answer (for load balancers).' },
  {
    name: 'Admin',
    description:
      'The admin desk (docs/admin.md): users, their roles, locks and two-factor, and the audit log. Administrators; shadow administrators read only.',
  },
  {
    name: 'Auth',
    description:
      'Sign-up, sign-in (with two-factor), guests, sessions and their tokens, password resets and e-mail confirmation.',
  },
  {
    name: 'Account',
    description:
      "The signed-in player's own account: name, password, membership, e-mail preferences, two-factor, guest conversion.",
  },
  {
    name: 'StaticLookups',
    description: 'Sports, competitions and e-mail types: the lists the screens are built from.',
  },
  { name: 'Predictions', description: 'Events with their markets, probabilities and points; seasons.' },
  { name: 'Picks', description: "The player's weekly slip and outright picks." },
  { name: 'Daily challenge', description: 'The match of the day: one free pick a day, with its streak.' },
  {
    name: 'Credits',
    description: 'Bonus points, multipliers and extra predictions: owning, redeeming, revoking.',
  },
  {
    name: 'Leagues',
    description: 'Private and public leagues: creating, joining with a code, members, owners.',
  },
  {
    name: 'Leaderboards',
    description: 'Global, sport, competition and league standings; head-to-head; rank history.',
  },
  {
    name: 'Stats',
    description:
      "A premium player's additional stats: points per gameweek, hit rates, odds, longshots, credits, ranks.",
  },
  {
    name: 'Bundles',
    description:
      'Codes that grant credits and premium days: redeeming one, and the administrators making them.',
  },
  {
    name: 'Feedback',
    description: 'The Contact Us form, and the administrators reading its messages.',
  },
  {
    name: 'Memberships',
    description:
      'Premium as a paid subscription (docs/payments.md): the price, checkouts, the player’s subscription ' +
      'and payments, cancel and resume, and the payment provider’s webhook.',
  },
  { name: 'Administration', description: "Administrators' corrections: outright winners and the like." },
  {
    name: 'Development',
    description:
      'Development and end-to-end test aids (outbox, game clock, credits): registered only when their switch is on, never in production.',
  },
];
