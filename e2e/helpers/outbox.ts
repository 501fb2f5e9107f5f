import { expect, type APIRequestContext } from '@playwright/test';

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
}

/** The newest e-mail to `to` in the development outbox (no SMTP in e2e), waiting for it to arrive. */
export async function latestEmailTo(request: APIRequestContext, to: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
        const body = (await response.json()) as { messages: OutboxMessage[] };
        found = body.messages[0];
        return found?.subject ?? null;
      },
      { timeout: 10_000 },
    )
    .not.toBeNull();
  if (!found) throw new Error(`no e-mail to ${to}`);
  return found;
}

/** The first link in an e-mail's text that goes to `path` on this site. */
export function linkIn(message: OutboxMessage, path: string): string {
  const match = message.text.match(new RegExp(`https?://[^\\s]*${path.replace(/\//g, '\\/')}\\?[^\\s]+`));
  if (!match) throw new Error(`no ${path} link in: ${message.text}`);
  return match[0];
}
