import type { PremiumPlanDto } from '#core/contract/memberships.ts';
import { formatCurrency } from '#src/lib/format.ts';

// A price as the spec's §9 shows it: the currency's symbol and 2 decimals ($4.99).
const symbols: Record<string, string> = { USD: '$', EUR: '€', GBP: '£', AUD: 'A$', CAD: 'C$', NZD: 'NZ$' };

export function priceText(amountCents: number, currency: string): string {
  const symbol = symbols[currency];
  const amount = amountCents / 100;
  return symbol === undefined ? `${formatCurrency(amount, '')} ${currency}` : formatCurrency(amount, symbol);
}

export function planPrice(plan: PremiumPlanDto): string {
  return priceText(plan.amountCents, plan.currency);
}
