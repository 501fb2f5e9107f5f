// The local provider's checkout page (docs/payments.md §1.1): plain server-rendered HTML, no script (the
// site's CSP allows none inline), every value escaped. A person pays, declines (as a refused card) or
// cancels, as on a real provider's page.
import { escapeHtml } from '#server/providers/mail/templates/layout.ts';
import { formatPrice } from './price.ts';

export interface LocalCheckoutView {
  action: string;
  amountCents: number;
  currency: string;
  interval: 'month' | 'year';
  status: string;
  declined: boolean;
}

const styles = `
body { margin: 0; font-family: system-ui, sans-serif; color: #212529; background: #f1f3f5; }
main { max-width: 440px; margin: 48px auto; padding: 24px; background: #fff; border-radius: 8px;
  border: 1px solid #dee2e6; }
h1 { font-size: 22px; margin: 0 0 4px; }
.note { font-size: 14px; color: #495057; }
.price { font-size: 28px; font-weight: 700; margin: 16px 0; }
.declined { color: #a51d1d; font-weight: 600; }
form { display: flex; flex-direction: column; gap: 8px; margin-top: 16px; }
button { font: inherit; padding: 12px; border-radius: 6px; border: 1px solid #212529; cursor: pointer; }
button.pay { background: #212529; color: #fff; }
button.secondary { background: #fff; color: #212529; }
@media (max-width: 480px) { main { margin: 0; border-radius: 0; border: 0; } }
`;

export function renderLocalCheckoutPage(view: LocalCheckoutView): string {
  const price = escapeHtml(formatPrice(view.amountCents, view.currency));
  const per = view.interval === 'month' ? 'a month' : 'a year';
  const open = view.status === 'open';
  const body = open
    ? `${view.declined ? '<p class="declined" role="alert">Your payment was declined. Try again, or cancel.</p>' : ''}
<form method="post" action="${escapeHtml(view.action)}">
<button class="pay" type="submit" name="choice" value="pay">Pay ${price}</button>
<button class="secondary" type="submit" name="choice" value="decline">Decline (simulate a refused card)</button>
<button class="secondary" type="submit" name="choice" value="cancel">Cancel and go back</button>
</form>`
    : `<p>This checkout is ${escapeHtml(view.status)}.</p><p><a href="/memberships">Back to memberships</a></p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Checkout - Longshot Premium</title>
<style>${styles}</style>
</head>
<body>
<main>
<h1>Longshot Premium</h1>
<p class="note">Local test checkout: no card is charged (PAYMENTS_PROVIDER is local).</p>
<p class="price">${price} <span class="note">${per}</span></p>
${body}
</main>
</body>
</html>
`;
}
