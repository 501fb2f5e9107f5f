import { useLingui } from '@lingui/react/macro';
import type { LedgerEntryDto } from '#core/contract/play.ts';
import { useOverflowsSideways } from '#src/hooks/use-overflows-sideways.ts';
import { formatDateTime } from '#src/lib/format.ts';
import classes from './PickLedger.module.css';
import { ledgerKindLabels, resultLabels, voidReasonLabels } from './play-texts.ts';

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/** One ledger line in words: what changed the pick's worth or score, and why (docs/game-rules.md §6.6). */
function useEntryText() {
  const { t, i18n } = useLingui();
  const percent = new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 1 });
  return (entry: LedgerEntryDto): string => {
    const result = entry.result ? i18n._(resultLabels[entry.result]) : '';
    switch (entry.kind) {
      case 'saved': {
        const outcome = entry.outcome ?? '';
        const probability = entry.probability === undefined ? '' : percent.format(entry.probability);
        const points = entry.points ?? 0;
        return t`${outcome} at a fair probability of ${probability}: worth ${points} pts`;
      }
      case 'multiplier': {
        const factor = entry.factor ?? 1;
        return factor === 1 ? t`Multiplier removed` : t`Multiplier x${factor}`;
      }
      case 'settled':
        return result;
      case 'void': {
        const reason = entry.reason ? i18n._(voidReasonLabels[entry.reason]) : '';
        return reason ? t`Void: ${reason}` : result;
      }
      case 'corrected': {
        const before = entry.previousResult ? i18n._(resultLabels[entry.previousResult]) : '';
        return t`Result corrected from ${before} to ${result}`;
      }
    }
  };
}

/** The pick's ledger, oldest first: when, what, and the change to the total and boosted scores. */
export function PickLedger({ ledger }: { ledger: LedgerEntryDto[] }) {
  const { t, i18n } = useLingui();
  const describe = useEntryText();
  const [scroller, overflows] = useOverflowsSideways();
  return (
    // A tab stop only while the table is wider than the card, for a keyboard to scroll it; a stop of its
    // own is then a named region, so a screen reader says what it scrolls.
    <div
      ref={scroller}
      className={classes.scroller}
      {...(overflows ? { tabIndex: 0, role: 'region', 'aria-label': t`Pick ledger` } : {})}
    >
      <table aria-label={t`Pick ledger`} className={classes.ledger}>
        <thead>
          <tr>
            <th>{t`When`}</th>
            <th>{t`Entry`}</th>
            <th>{t`Details`}</th>
            <th className={classes.amount}>{t`Total`}</th>
            <th className={classes.amount}>{t`Boosted`}</th>
          </tr>
        </thead>
        <tbody>
          {ledger.map((entry, index) => (
            <tr key={`${entry.at}-${index}`}>
              <td>{formatDateTime(entry.at)}</td>
              <td>{i18n._(ledgerKindLabels[entry.kind])}</td>
              <td>{describe(entry)}</td>
              <td className={classes.amount}>{signed(entry.base)}</td>
              <td className={classes.amount}>{signed(entry.boosted)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
