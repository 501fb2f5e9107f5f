// The events view's words for the server's codes (statuses, results, void reasons, ledger lines), as
// descriptors translated where they are shown.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PickSlipError } from '#machines/pick-slip.machine.ts';
import type { CreditActionDto, PickResultKind, VoidReasonDto } from '#core/contract/play.ts';
import type { NoticeCode } from '#core/refusals.ts';
import type { EventStatus } from '#core/contract/predictions.ts';
import { apiRefusal, isApiError } from '#src/api/errors.ts';
import { refusalWording } from '#src/api/refusal-words.ts';
import { i18n } from '#src/i18n/i18n.ts';
import { messages } from '#src/lib/messages.ts';
import { pickRefusalWords } from './play-refusals.ts';

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

/**
 * What a successful redemption or revocation says, by the answer's notice code (core/refusals.ts
 * `notices`). The extra prediction's are the spec's own texts (§7), as the server words them; the others
 * are the game's shorter toasts, which the server's sentences need not match.
 */
export const noticeWords: Record<NoticeCode, MessageDescriptor> = {
  bonusPointsRedeemed: msg`Bonus points redeemed`,
  multiplierRedeemed: msg`Multiplier applied`,
  extraPredictionRedeemed: messages.extraPredictionRedeemed,
  multiplierRevoked: msg`Multiplier removed`,
  extraPredictionRevoked: messages.extraPredictionRevoked,
};

/** The toast of a credit action that went through: the words of its notice code, else the server's. */
export function noticeText(action: Pick<CreditActionDto, 'code' | 'message'>): string {
  return Object.hasOwn(noticeWords, action.code) ? i18n._(noticeWords[action.code]) : action.message;
}

/** What the slip shows by its counter: a refusal in the spec's words (§5 "Picks"), or an unsaved slip. */
export function slipErrorText(error: PickSlipError): MessageDescriptor {
  switch (error.kind) {
    // The slip checks the server's own rule first, so it words it as the server's refusal.
    case 'tooManyChoices':
      return pickRefusalWords.tooManyPicks({ max: error.maxPredictions });
    case 'saveFailed':
      // The toast already says 'Failed to save predictions, please try again'; this stays by the slip.
      return msg`Your selections are not saved yet.`;
  }
}

/**
 * A rule the server refused a call with (a 400 carries the rule's code), in the game's words for its code
 * (the server's own sentence for a code without words); null for anything else.
 */
export function refusalOf(error: unknown): string | null {
  if (!isApiError(error) || error.code !== 400) return null;
  const refusal = apiRefusal(error);
  const wording = refusal ? refusalWording(refusal) : error.message;
  if (!wording) return null;
  return typeof wording === 'string' ? wording : i18n._(wording);
}
