// The events view's words for the server's codes (statuses, results, void reasons, ledger lines), as
// descriptors translated where they are shown.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PickSlipError } from '#machines/pick-slip.machine.ts';
import type { CreditTypeId, PickResultKind, VoidReasonDto } from '#core/contract/play.ts';
import type { EventStatus } from '#core/contract/predictions.ts';
import { isApiError } from '#src/api/errors.ts';
import { messages } from '#src/lib/messages.ts';

export const statusLabels: Record<Exclude<EventStatus, 'scheduled'>, MessageDescriptor> = {
  live: msg`Live`,
  completed: msg`Final`,
  postponed: msg`Postponed`,
  cancelled: msg`Cancelled`,
};

export const resultLabels: Record<PickResultKind, MessageDescriptor> = {
  won: msg`Won`,
  lost: msg`Lost`,
  void: msg`Void`,
};

export const voidReasonLabels: Record<VoidReasonDto, MessageDescriptor> = {
  cancelled: msg`cancelled`,
  abandoned: msg`abandoned`,
  postponed: msg`postponed`,
  push: msg`push`,
  'tie-without-draw': msg`tie without a draw`,
};

export const ledgerKindLabels = {
  saved: msg`Saved`,
  multiplier: msg`Multiplier`,
  settled: msg`Settled`,
  void: msg`Void`,
  corrected: msg`Corrected`,
} as const satisfies Record<string, MessageDescriptor>;

/** What a successful redemption says; ExtraPrediction uses the spec's own text. */
export const redeemedLabels: Record<CreditTypeId, MessageDescriptor> = {
  1: msg`Bonus points redeemed`,
  2: msg`Multiplier applied`,
  3: messages.extraPredictionRedeemed,
};

export const revokedLabels: Record<CreditTypeId, MessageDescriptor> = {
  1: msg`Bonus points revoked`,
  2: msg`Multiplier removed`,
  3: messages.extraPredictionRevoked,
};

/** What the slip shows by its counter: a refusal in the spec's words (§5 "Picks"), or an unsaved slip. */
export function slipErrorText(error: PickSlipError): MessageDescriptor {
  switch (error.kind) {
    case 'alreadyInList':
      return msg`Cannot select - already in list`;
    case 'tooManyChoices': {
      const maxPredictions = error.maxPredictions;
      return msg`Too many choices; up to ${maxPredictions} selections only.`;
    }
    case 'saveFailed':
      // The toast already says 'Failed to save predictions, please try again'; this stays by the slip.
      return msg`Your selections are not saved yet.`;
  }
}

/** A rule the server refused a call with (a 400 carries the rule's own text); null for anything else. */
export function refusalOf(error: unknown): string | null {
  return isApiError(error) && error.code === 400 && error.message ? error.message : null;
}
