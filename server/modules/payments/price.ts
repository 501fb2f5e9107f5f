// A price as the product shows it (the spec's §9: the currency's symbol, 2 decimals): $4.99.
const symbols: Record<string, string> = { USD: '$', EUR: '€', GBP: '£', AUD: 'A$', CAD: 'C$', NZD: 'NZ$' };

export function formatPrice(amountCents: number, currency: string): string {
  const amount = (amountCents / 100).toFixed(2);
  const symbol = symbols[currency];
  return symbol === undefined ? `${amount} ${currency}` : `${symbol}${amount}`;
}
