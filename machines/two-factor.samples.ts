import type { EventFromLogic, InputFrom } from 'xstate';
import type { twoFactorMachine } from './two-factor.machine.ts';

// Samples for the inspector's sandbox form and for generated paths (docs/architecture.md §11.3).

type Ev = EventFromLogic<typeof twoFactorMachine>;

const tokens = { bearerToken: 'bearer-1', refreshToken: 'refresh-1', loginId: 'u-1' };

/** Payload samples per event type, used to generate paths and to prefill the inspector's sandbox form. */
export const eventSamples: { [K in Ev['type']]?: Extract<Ev, { type: K }>[] } = {
  VERIFY_TFA_CODE: [{ type: 'VERIFY_TFA_CODE', code: '123456' }],
  VERIFY_RECOVERY_CODE: [{ type: 'VERIFY_RECOVERY_CODE', recoveryCode: 'ABCDE-12345' }],
  CANCEL_TWO_FACTOR: [{ type: 'CANCEL_TWO_FACTOR' }],
};

/**
 * What each invoked actor (by invoke id) may answer: the done/error events of generated paths, and
 * the sandbox's "succeed" stand-in output (the first output listed).
 */
export const actorSamples: { [invokeId: string]: Array<{ output: unknown } | { error: string }> } = {
  verifySecondFactor: [
    { output: { status: 0, statusMessage: 'Logged in.', ...tokens } },
    { output: { status: 3, statusMessage: 'Invalid code.' } },
    { output: { status: 0, statusMessage: 'Logged in.' } },
    { error: 'offline' },
  ],
};

/** The challenge the first step of the sign-in answered. */
export const inputSamples: InputFrom<typeof twoFactorMachine>[] = [{ tfaToken: 'tfa-1', loginId: 'u-1' }];
