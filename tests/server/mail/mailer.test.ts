import { describe, expect, it } from 'vitest';
import { drainingMailer, type MailMessage, type Mailer } from '#server/providers/mail/mailer.ts';

const message: MailMessage = { to: 'ann@example.com', subject: 'Subject', text: 'text', html: '<p>html</p>' };

/** A mailer whose sends finish when the test says so. */
function heldMailer() {
  const finish: Array<(error?: Error) => void> = [];
  let closed = 0;
  const mailer: Mailer = {
    send: () =>
      new Promise<void>((resolve, reject) => finish.push((error) => (error ? reject(error) : resolve()))),
    close: () => void closed++,
  };
  return { mailer, finish, closed: () => closed };
}

describe('drainingMailer', () => {
  it('waits for the sends under way, failed ones included, then answers', async () => {
    const held = heldMailer();
    const { mailer, drain } = drainingMailer(held.mailer);
    const first = mailer.send(message);
    const second = mailer.send(message).catch((error: unknown) => error);

    let drained = false;
    const draining = drain(10_000).then(() => (drained = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(drained).toBe(false);

    held.finish[0]?.();
    await first;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(drained).toBe(false);

    held.finish[1]?.(new Error('refused'));
    await draining;
    expect(drained).toBe(true);
    expect(await second).toEqual(new Error('refused'));
  });

  it('gives up waiting after the limit, and passes close on', async () => {
    const held = heldMailer();
    const { mailer, drain } = drainingMailer(held.mailer);
    void mailer.send(message);
    const started = Date.now();
    await drain(50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    mailer.close?.();
    expect(held.closed()).toBe(1);
  });

  it('answers at once when nothing is being sent', async () => {
    const { drain } = drainingMailer(heldMailer().mailer);
    const started = Date.now();
    await drain(10_000);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
