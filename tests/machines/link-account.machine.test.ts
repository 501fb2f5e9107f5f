import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { linkAccountMachine, type LinkAccountEmitted } from '#machines/link-account.machine.ts';
import { declaredTransitions, describePath, modelPaths, replay, type MachineModel } from './model.ts';

const model: MachineModel<typeof linkAccountMachine> = {
  machine: linkAccountMachine,
  inputs: [{ name: 'closed', input: undefined }],
  events: [
    { type: 'OPEN' },
    { type: 'SEND', email: 'ada@example.com' },
    { type: 'SEND', email: 'not an address' },
    { type: 'CANCEL' },
    { type: 'BACK_TO_HOME' },
  ],
  outcomes: {
    conversionInProgress: [
      { output: 'pending@example.com' },
      { output: null },
      { error: new Error('offline') },
    ],
    convertAccount: [{ output: { message: 'sent' } }, { error: new Error('offline') }],
  },
  key: (snapshot) => ({ value: snapshot.value, variant: snapshot.context.variant }),
};

describe('link account machine: every transition, on the real machine', () => {
  const taken = new Set<string>();
  const paths = modelPaths(model);

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_title, path) => {
    for (const key of await replay(model, path)) taken.add(key);
  });

  it('the paths above took every declared transition', () => {
    expect([...taken].sort()).toEqual(declaredTransitions(linkAccountMachine));
  });
});

function linkDialog(inProgress: string | null) {
  const convert = vi.fn(async (_email: string) => undefined);
  const emitted: LinkAccountEmitted[] = [];
  const actor = createActor(
    linkAccountMachine.provide({
      actors: {
        conversionInProgress: fromPromise(async () => inProgress),
        convertAccount: fromPromise(({ input }: { input: { email: string } }) => convert(input.email)),
      },
    }),
  ).start();
  actor.on('*', (event) => emitted.push(event));
  return { actor, convert, emitted };
}

describe('the dialog', () => {
  it('switches to the resend variant with the address of a conversion under way', async () => {
    const { actor } = linkDialog('pending@example.com');
    actor.send({ type: 'OPEN' });
    const editing = await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(editing.context).toEqual({ variant: 'resend', email: 'pending@example.com' });
  });

  it('sends nothing for an address that fails the rules', async () => {
    const { actor, convert } = linkDialog(null);
    actor.send({ type: 'OPEN' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    actor.send({ type: 'SEND', email: '   ' });
    actor.send({ type: 'SEND', email: 'ada.example.com' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(convert).not.toHaveBeenCalled();
  });

  it('sends, opens Email Sent and raises convertEmailSent; Back To Home raises closeModal', async () => {
    const { actor, convert, emitted } = linkDialog(null);
    actor.send({ type: 'OPEN' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    actor.send({ type: 'SEND', email: ' ada@example.com ' });
    await waitFor(actor, (snapshot) => snapshot.matches('sent'));
    expect(convert).toHaveBeenCalledExactlyOnceWith('ada@example.com');
    expect(emitted).toEqual([{ type: 'convertEmailSent', email: 'ada@example.com' }]);
    actor.send({ type: 'BACK_TO_HOME' });
    expect(emitted).toEqual([{ type: 'convertEmailSent', email: 'ada@example.com' }, { type: 'closeModal' }]);
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('Cancel raises closeModal', async () => {
    const { actor, emitted } = linkDialog(null);
    actor.send({ type: 'OPEN' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    actor.send({ type: 'CANCEL' });
    expect(emitted).toEqual([{ type: 'closeModal' }]);
  });
});
