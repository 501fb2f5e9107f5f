import type { PickSlipSelection, PickSlipWeek } from '#machines/pick-slip.machine.ts';
import type { RealStep } from './flow.ts';
import { defineFlow } from './flow.ts';
import { call, newGuestArrives, refuse, rejectCookies } from './session-steps.ts';

// The weekly pick slip on /play (docs/game-rules.md §4, docs/product.md §5 "Picks"): a player (a guest too) chooses
// outcomes, one per event and up to the week's max predictions (5, plus redeemed extra-prediction
// credits), and saves the whole slip; choosing the chosen outcome again takes it off; a save the server
// fails can be retried; revoking an extra prediction can leave the slip over the limit, which Save
// refuses.

const selection = (eventId: string, outcome = 'Home'): PickSlipSelection => ({
  eventId,
  marketKey: 'h2h',
  outcome,
  points: 20,
});
const first = selection('e1');
const slip = (event: Record<string, unknown> & { type: string }): RealStep => ({ send: 'pickSlip', event });
const choose = (picked: PickSlipSelection) => slip({ type: 'SELECT', selection: picked });
const week = (selections: PickSlipSelection[], limit = 5): PickSlipWeek => ({
  gameweek: '2026-W47',
  limit,
  selections,
  lockedEventIds: [],
});

export const pickSlipFlow = defineFlow({
  id: 'pick-slip',
  title: 'Pick slip',
  initial: 'fresh',
  states: {
    fresh: { says: 'nothing open yet', real: {}, on: { ARRIVE_ON_PLAY: 'empty' } },
    empty: {
      says: "the week's events, an empty slip (0/5)",
      real: { pickSlip: 'editing.selecting' },
      on: { PICK: 'onePick' },
    },
    onePick: {
      says: 'one outcome chosen and not saved (1/5)',
      real: { pickSlip: 'editing.selecting' },
      on: {
        PICK_IT_AGAIN: 'empty',
        PICK_ANOTHER_OUTCOME_OF_IT: 'onePick',
        SAVE: 'saved',
        SAVE_SERVER_DOWN: 'failed',
        SAVE_SERVER_SLOW: 'saving',
        FILL_THE_SLIP: 'full',
        TAKE_OFF_WITHOUT_GESTURE: 'empty',
        WEEK_LOADED_AGAIN: 'empty',
      },
    },
    saved: {
      says: "'Predictions Saved': the slip is what the server holds",
      real: { pickSlip: 'editing.saved' },
    },
    failed: {
      says: "'Failed to save predictions, please try again', with Retry",
      real: { pickSlip: 'editing.failed' },
      on: { RETRY: 'saved' },
    },
    saving: {
      says: 'the save is on its way',
      real: { pickSlip: 'saving' },
      on: { REDEEM_EXTRA_PREDICTION: 'saving', SERVER_ANSWERS: 'saved' },
    },
    full: {
      says: 'five outcomes chosen (5/5)',
      real: { pickSlip: 'editing.selecting' },
      on: { PICK_ONE_TOO_MANY: 'full', REDEEM_EXTRA_PREDICTION: 'roomForOneMore' },
    },
    roomForOneMore: {
      says: 'an extra prediction redeemed: five chosen of six (5/6)',
      real: { pickSlip: 'editing.selecting' },
      on: { PICK_SIXTH: 'sixPicks' },
    },
    sixPicks: {
      says: 'six outcomes chosen (6/6)',
      real: { pickSlip: 'editing.selecting' },
      on: { REVOKE_EXTRA_PREDICTION: 'overLimit' },
    },
    overLimit: {
      says: 'the extra prediction revoked: six chosen of five (6/5)',
      real: { pickSlip: 'editing.selecting' },
      on: { SAVE_OVER_LIMIT: 'overLimit' },
    },
  },
  events: {
    ARRIVE_ON_PLAY: {
      says: 'A new visitor opens /play (signed in as a guest) and rejects cookies',
      real: [
        ...newGuestArrives('/play'),
        rejectCookies,
        { start: 'pickSlip' },
        slip({ type: 'LOADED', week: week([]) }),
      ],
    },
    PICK: { says: 'chooses an outcome of the first open match', real: [choose(first)] },
    PICK_IT_AGAIN: { says: 'clicks the chosen outcome again', real: [choose(first)] },
    PICK_ANOTHER_OUTCOME_OF_IT: {
      says: 'chooses another outcome of the same match',
      real: [choose(selection('e1', 'Away'))],
    },
    SAVE: {
      says: 'Save predictions',
      real: [slip({ type: 'SAVE' }), call('pickSlip', 'saveWeek', week([first]))],
    },
    SAVE_SERVER_DOWN: {
      says: 'Save predictions while the server fails',
      real: [slip({ type: 'SAVE' }), refuse('pickSlip', 'saveWeek', 'HTTP 500')],
    },
    SAVE_SERVER_SLOW: { says: 'Save predictions while the server is slow', real: [slip({ type: 'SAVE' })] },
    SERVER_ANSWERS: {
      says: 'the slow server answers the save',
      real: [call('pickSlip', 'saveWeek', week([first], 6))],
    },
    RETRY: {
      says: 'Retry',
      real: [slip({ type: 'RETRY' }), call('pickSlip', 'saveWeek', week([first]))],
    },
    FILL_THE_SLIP: {
      says: 'chooses an outcome of each of the next four open matches',
      real: ['e2', 'e3', 'e4', 'e5'].map((eventId) => choose(selection(eventId))),
    },
    PICK_ONE_TOO_MANY: { says: 'chooses an outcome of a sixth match', real: [choose(selection('e6'))] },
    REDEEM_EXTRA_PREDICTION: {
      says: 'holds an extra-prediction credit and redeems it',
      real: [slip({ type: 'LIMIT_CHANGED', limit: 6 })],
    },
    PICK_SIXTH: { says: 'chooses an outcome of a sixth match', real: [choose(selection('e6'))] },
    REVOKE_EXTRA_PREDICTION: {
      says: 'revokes the extra prediction',
      real: [slip({ type: 'LIMIT_CHANGED', limit: 5 })],
    },
    SAVE_OVER_LIMIT: { says: 'Save predictions', real: [slip({ type: 'SAVE' })] },
  },
  systemEvents: {
    TAKE_OFF_WITHOUT_GESTURE: {
      says: 'a view takes the choice off the slip (DESELECT)',
      unitOnly: 'No view sends DESELECT yet: a choice comes off by clicking it again (SELECT).',
      real: [slip({ type: 'DESELECT', eventId: 'e1' })],
    },
    WEEK_LOADED_AGAIN: {
      says: "the server's week arrives again while the player edits",
      unitOnly: 'The events view sends LOADED only while the slip waits for its first week.',
      real: [slip({ type: 'LOADED', week: week([]) })],
    },
  },
});
