import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CreditActionDto, CreditTypeId } from '#core/contract/play.ts';
import { redeemCredit } from '#src/api/credits/redeem-credit.ts';
import { revokeCredit } from '#src/api/credits/revoke-credit.ts';
import { describeError } from '#src/api/error-display.ts';
import { isRefusal } from '#src/api/errors.ts';
import { useAppServices } from '#src/lib/services/AppServices.tsx';
import { toast } from '#src/lib/toast.ts';
import { messages } from '#src/lib/messages.ts';
import { noticeText, refusalOf } from './play-texts.ts';

/** What a credit applies to: a pick (Multiplier) or a competition to prefer a scoped credit for. */
export interface CreditTarget {
  predictionId?: string;
  competition?: string;
}

export interface CreditActions {
  /** The action on its way, as `redeem:3` or `revoke:2:<pick id>`; the others wait. */
  busy: string | null;
  redeem(typeId: CreditTypeId, target?: CreditTarget): Promise<void>;
  revoke(typeId: CreditTypeId, target?: CreditTarget): Promise<void>;
}

export const actionKey = (action: 'redeem' | 'revoke', typeId: CreditTypeId, target: CreditTarget = {}) =>
  [action, typeId, target.predictionId].filter((part) => part !== undefined).join(':');

// Each click is its own request id: the server answers a retried request with its first redemption,
// and the buttons stay disabled while one is on its way, so a double click cannot spend two credits.
const newRequestId = () => globalThis.crypto.randomUUID();

/** Redeems and revokes credits, with the spec's toasts; `onChanged` gets the server's new week summary. */
export function useCreditActions(onChanged: (action: CreditActionDto) => void): CreditActions {
  const { i18n } = useLingui();
  const { api } = useAppServices();
  const [busy, setBusy] = useState<string | null>(null);

  async function run(key: string, call: () => Promise<CreditActionDto>): Promise<void> {
    setBusy(key);
    try {
      const answer = await call();
      toast.success(noticeText(answer), undefined, { timeout: true });
      onChanged(answer);
    } catch (error) {
      const refusal = refusalOf(error);
      // Running out of credits is a warning, not an error.
      if (isRefusal(error, 'noCredits')) {
        toast.warning(i18n._(messages.noCreditsAvailable), undefined, { timeout: true });
      } else if (refusal !== null) toast.error(refusal);
      else {
        const display = describeError(error);
        const message = typeof display.message === 'string' ? display.message : i18n._(display.message);
        toast.error(i18n._(display.title), message);
      }
    } finally {
      setBusy(null);
    }
  }

  // The same object until `busy` changes, so the memoised event cards holding it re-render only then.
  const latestRun = useRef(run);
  useLayoutEffect(() => {
    latestRun.current = run;
  });
  return useMemo<CreditActions>(
    () => ({
      busy,
      redeem: (typeId, target = {}) =>
        latestRun.current(actionKey('redeem', typeId, target), () =>
          redeemCredit(api, { typeId, requestId: newRequestId(), ...target }),
        ),
      revoke: (typeId, target = {}) =>
        latestRun.current(actionKey('revoke', typeId, target), () =>
          revokeCredit(api, { typeId, ...target }),
        ),
    }),
    [busy, api],
  );
}
