import { describe, expect, it } from 'vitest';
import { guestStatus, guestStatusMachine } from '#machines/guest-status.machine.ts';
import { sessionTimeoutMachine } from '#machines/session-timeout.machine.ts';
import { SandboxSession, invokedActors } from '../../inspector/sandbox/sandbox-session.ts';
import { buildEvent, fieldsOf } from '../../inspector/sandbox/event-form.ts';

const guest = (fetchGuestStatus: Parameters<typeof SandboxSession.start>[0]['standIns'][string]) =>
  SandboxSession.start({ machine: guestStatusMachine, input: undefined, standIns: { fetchGuestStatus } });

describe('the sandbox', () => {
  it('reaches ConfirmedAnonymous by sending events, the stand-in answering the check', async () => {
    const session = await guest({ kind: 'succeed', output: guestStatus.ConfirmedAnonymous });
    await session.send({ type: 'STATUS_LOADED', status: guestStatus.PendingConfirmationAsAnonymous });
    await session.send({ type: 'CHECK_EMAIL_VALIDATED' });
    expect(session.current.value).toEqual({ known: 'idle' });
    expect(session.current.context).toEqual({ status: guestStatus.ConfirmedAnonymous });
    // The check ran on the way.
    expect(session.current.passedThrough).toEqual([{ known: 'checking' }, { known: 'idle' }]);
    session.stop();
  });

  it('keeps a failing stand-in and a hanging one apart', async () => {
    const failing = await guest({ kind: 'fail', message: 'offline' });
    await failing.send({ type: 'CHECK_EMAIL_VALIDATED' });
    expect(failing.current.value).toEqual({ known: 'incorrect' });
    const hanging = await guest({ kind: 'hang' });
    await hanging.send({ type: 'CHECK_EMAIL_VALIDATED' });
    expect(hanging.current.value).toEqual({ known: 'checking' });
    failing.stop();
    hanging.stop();
  });

  it('fires timers on demand, and only then', async () => {
    const session = await guest({ kind: 'succeed', output: guestStatus.PendingConfirmationAsAnonymous });
    await session.send({ type: 'CHECK_EMAIL_VALIDATED' });
    expect(session.current.value).toEqual({ known: 'incorrect' });
    const [timer] = session.current.timers;
    expect(timer).toMatchObject({
      delay: 2500,
      label: 'xstate.after.incorrectStatusFlag.guestStatus.known.incorrect',
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(session.current.value).toEqual({ known: 'incorrect' });
    await session.fireTimer(timer?.id ?? -1);
    expect(session.current.value).toEqual({ known: 'idle' });
    expect(session.current.timers).toEqual([]);
    session.stop();
  });

  it('steps back by replaying, and forward again', async () => {
    const session = await SandboxSession.start({
      machine: sessionTimeoutMachine,
      input: { timeoutMs: 10_000, warningMs: 5_000 },
      standIns: { ping: { kind: 'succeed', output: undefined } },
    });
    expect(invokedActors(sessionTimeoutMachine)).toEqual(['ping', 'watchActivity']);
    await session.send({ type: 'SESSION_STARTED' });
    const timer = session.current.timers[0];
    await session.fireTimer(timer?.id ?? -1);
    expect(session.current.value).toEqual({ active: 'warning' });
    await session.back();
    expect(session.current.value).toEqual({ active: 'counting' });
    expect(session.canForward).toBe(true);
    await session.back();
    expect(session.current.value).toBe('off');
    expect(session.canBack).toBe(false);
    await session.forward();
    await session.forward();
    expect(session.current.value).toEqual({ active: 'warning' });
    expect(session.steps().map((step) => step.kind)).toEqual(['send', 'timer']);
    // A new step forgets what could be redone.
    await session.back();
    await session.send({ type: 'ACTIVITY' });
    expect(session.canForward).toBe(false);
    session.stop();
  });

  it('refuses an event the current state does not take, saying so', async () => {
    const session = await guest({ kind: 'hang' });
    await expect(session.send({ type: 'CONVERSION_STARTED' })).rejects.toThrow(
      'CONVERSION_STARTED is not taken in "unknown": no transition, or its guard refused.',
    );
    expect(session.frames).toHaveLength(1);
    session.stop();
  });
});

describe('the event form', () => {
  it('builds the event from a sample, strings as typed and other fields as JSON', () => {
    const fields = fieldsOf({ type: 'SIGN_IN', email: 'ada@example.com', remember: true } as never);
    expect(fields).toEqual([
      { key: 'email', kind: 'text', initial: 'ada@example.com' },
      { key: 'remember', kind: 'json', initial: 'true' },
    ]);
    expect(buildEvent('SIGN_IN', fields, { email: 'bob@example.com' })).toEqual({
      type: 'SIGN_IN',
      email: 'bob@example.com',
      remember: true,
    });
    expect(() => buildEvent('SIGN_IN', fields, { remember: 'yes' })).toThrow(/^remember must be JSON/u);
  });
});
