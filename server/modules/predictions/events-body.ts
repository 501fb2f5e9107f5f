// The Events answer as bytes. Every caller of a scope gets the same events, so each event is serialised
// once per render (by the response schema itself, so the bytes are the ones the schema serializer would
// send) and kept, UTF-8 encoded, as the two halves around its `myPick` key: an anonymous answer is the
// halves joined, a signed-in caller's is the halves with their own picks spliced in. Both whole answers
// (anonymous, and signed in without a pick) are joined once per render and gameweek and sent as they are:
// joining 100 kB per request cost a fifth of an anonymous read's CPU in allocation and garbage collection
// (bench:api --profile). A caller with picks gets slices of the pickless answer around their picks.
import { z } from 'zod';
import type { PickDto } from '#core/contract/play.ts';
import type { GameweekId } from '#core/game/gameweek.ts';
import { lockTimeOf } from '#core/game/lock.ts';
import { pickSchema } from '#server/modules/picks/index.ts';
import { toEventDto } from './event-dto.ts';
import type { EventWithMarkets } from './repository.ts';
import { eventSchema } from './schemas.ts';

const pickKey = ',"myPick":';
/**
 * Where the schema puts `myPick` when it is null. Inside a JSON string every quote is escaped, so this text
 * can only be the key itself, and no other object of an event (scores, markets, outcomes) has that key.
 */
const emptyPickSlot = `${pickKey}null`;

const utf8 = (text: string) => Buffer.from(text, 'utf8');
const comma = utf8(',');
const noPick = utf8('null');
const end = utf8(']}');

/** The events of one scope serialised at one moment of the clock. */
export interface RenderedEvents {
  eventIds: readonly string[];
  /** The clock time (ms) it was rendered at. */
  renderedAt: number;
  /** The first clock time (ms) at which an event's `locked` changes: the render is good until then. */
  lockedUntil: number;
  /** Each event's JSON up to and including its `"myPick":` key (head), and after its value (tail). */
  halves: readonly { eventId: string; head: Buffer; tail: Buffer }[];
  /** The events without `myPick`, comma-separated: the anonymous answer's list. */
  anonymousList: Buffer;
}

export function renderEvents(
  events: readonly EventWithMarkets[],
  now: Date,
  withWinner: boolean,
): RenderedEvents {
  const halves: { eventId: string; head: Buffer; tail: Buffer }[] = [];
  const anonymous: string[] = [];
  let lockedUntil = Number.POSITIVE_INFINITY;
  for (const event of events) {
    const dto = toEventDto(event, now, { myPick: null, withWinner });
    const json = JSON.stringify(z.encode(eventSchema, dto));
    const at = json.indexOf(emptyPickSlot);
    if (at < 0) throw new Error(`The events schema no longer writes myPick for event ${event.id}`);
    const head = json.slice(0, at);
    const tail = json.slice(at + emptyPickSlot.length);
    halves.push({ eventId: event.id, head: utf8(head + pickKey), tail: utf8(tail) });
    anonymous.push(head + tail);
    // Only a scheduled event waits on the clock to lock; any other status is locked whatever it says.
    if (event.status === 'scheduled') {
      const lock = lockTimeOf(event).getTime();
      if (lock > now.getTime()) lockedUntil = Math.min(lockedUntil, lock);
    }
  }
  return {
    eventIds: events.map((event) => event.id),
    renderedAt: now.getTime(),
    lockedUntil,
    halves,
    anonymousList: utf8(anonymous.join(',')),
  };
}

/** Whether the render still shows every event's `locked` as it is at `now` (the clock may move back). */
export function renderHolds(rendered: RenderedEvents, now: Date): boolean {
  const at = now.getTime();
  return at >= rendered.renderedAt && at < rendered.lockedUntil;
}

/** A pick as the schema serialises it inside an event, UTF-8 encoded. */
export function pickBytes(pick: PickDto): Buffer {
  return utf8(JSON.stringify(z.encode(pickSchema, pick)));
}

/** The render's whole answers for one gameweek, and where each event's `null` pick sits in the second. */
interface JoinedAnswers {
  gameweek: GameweekId;
  anonymous: Buffer;
  withoutPicks: Buffer;
  /** Byte offset of each event's `null` in withoutPicks. */
  pickSlots: ReadonlyMap<string, number>;
}

const joined = new WeakMap<RenderedEvents, JoinedAnswers>();

function joinAnswers(gameweek: GameweekId, rendered: RenderedEvents): JoinedAnswers {
  const start = utf8(`{"gameweek":${JSON.stringify(gameweek)},"events":[`);
  const parts: Buffer[] = [start];
  const pickSlots = new Map<string, number>();
  let length = start.length;
  rendered.halves.forEach(({ eventId, head, tail }, index) => {
    if (index > 0) {
      parts.push(comma);
      length += comma.length;
    }
    pickSlots.set(eventId, length + head.length);
    parts.push(head, noPick, tail);
    length += head.length + noPick.length + tail.length;
  });
  parts.push(end);
  return {
    gameweek,
    anonymous: Buffer.concat([start, rendered.anonymousList, end]),
    withoutPicks: Buffer.concat(parts),
    pickSlots,
  };
}

/** A season's render may answer for several gameweeks as the clock moves: the last one is kept. */
function answersOf(gameweek: GameweekId, rendered: RenderedEvents): JoinedAnswers {
  let answers = joined.get(rendered);
  if (answers?.gameweek !== gameweek) {
    answers = joinAnswers(gameweek, rendered);
    joined.set(rendered, answers);
  }
  return answers;
}

/**
 * The whole EventsDto: without `picks` the anonymous answer (no `myPick` at all); with the caller's picks
 * (pickBytes, by event id) a signed-in caller's, every event carrying its `myPick` (null where none).
 * Picks on events outside the render are not shown.
 */
export function eventsBody(
  gameweek: GameweekId,
  rendered: RenderedEvents,
  picks?: ReadonlyMap<string, Buffer>,
): Buffer {
  const answers = answersOf(gameweek, rendered);
  if (!picks) return answers.anonymous;
  const placed: { at: number; pick: Buffer }[] = [];
  for (const [eventId, pick] of picks) {
    const at = answers.pickSlots.get(eventId);
    if (at !== undefined) placed.push({ at, pick });
  }
  if (placed.length === 0) return answers.withoutPicks;
  placed.sort((a, b) => a.at - b.at);
  const parts: Buffer[] = [];
  let from = 0;
  for (const { at, pick } of placed) {
    parts.push(answers.withoutPicks.subarray(from, at), pick);
    from = at + noPick.length;
  }
  parts.push(answers.withoutPicks.subarray(from));
  return Buffer.concat(parts);
}
