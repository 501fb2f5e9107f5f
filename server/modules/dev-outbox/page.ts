// The developer outbox page: the e-mails the server wrote, newest first, their links clickable. Plain
// server-rendered HTML with no script (the site's CSP allows none inline); every value is escaped.
import { escapeHtml } from '#server/providers/mail/templates/layout.ts';
import type { OutboxMessageDto } from './schemas.ts';

const linkPattern = /https?:\/\/[^\s<>"']+/g;

/** The text body with each http(s) address made a link; everything else escaped. */
function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(linkPattern)) {
    const url = match[0];
    html += escapeHtml(text.slice(last, match.index));
    html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

function status(message: OutboxMessageDto): string {
  if (message.error !== null)
    return `<span class="failed">Not delivered: ${escapeHtml(message.error)}</span>`;
  if (message.sentAt !== null) return `Delivered by SMTP at ${escapeHtml(message.sentAt)}`;
  return 'Kept in the outbox (not sent by SMTP)';
}

function renderMessage(message: OutboxMessageDto): string {
  return `<article>
<h2>${escapeHtml(message.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(message.to)}</strong> · written ${escapeHtml(message.createdAt)} · ${status(message)}</p>
<pre>${linkify(message.text)}</pre>
</article>`;
}

const styles = `
body { margin: 0 auto; max-width: 860px; padding: 24px; font-family: system-ui, sans-serif; color: #212529; }
article { border: 1px solid #dee2e6; border-radius: 8px; padding: 16px; margin: 16px 0; }
h2 { font-size: 18px; margin: 0 0 8px; }
.meta { font-size: 14px; color: #495057; margin: 0 0 12px; }
.failed { color: #c92a2a; }
pre { white-space: pre-wrap; word-break: break-word; font-size: 14px; margin: 0; }
form { display: flex; gap: 8px; }
`;

export function renderOutboxPage(messages: OutboxMessageDto[], to: string | undefined): string {
  const heading = to === undefined ? 'the latest e-mails' : `the latest e-mails to ${to}`;
  const body =
    messages.length === 0
      ? '<p>No e-mails yet. Sign up, link a guest account or ask for a password reset, then reload this page.</p>'
      : messages.map(renderMessage).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Longshot outbox</title>
<style>${styles}</style>
</head>
<body>
<h1>Longshot outbox</h1>
<p>The server keeps every e-mail it writes here (DEV_OUTBOX is on). Showing ${escapeHtml(heading)}, newest first; reload for new ones.</p>
<form method="get" action="">
<label>Recipient <input type="email" name="to" value="${escapeHtml(to ?? '')}"></label>
<button type="submit">Filter</button>
</form>
${body}
</body>
</html>
`;
}
