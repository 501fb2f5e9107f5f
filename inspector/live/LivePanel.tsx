import { useMemo, useState } from 'react';
import { Diagram } from '../diagram/Diagram.tsx';
import type { DiscoveredMachine } from '../discovery.ts';
import { valueText } from '../graph/active.ts';
import { JsonView } from '../JsonView.tsx';
import { entryAt, type LiveActor } from './live-store.ts';
import { Timeline } from './Timeline.tsx';
import { useLive } from './use-live.ts';

// The running app, as its actors report themselves over the same-origin channel (src/lib/inspection.ts,
// development builds only). The selected actor's machine is drawn with its state at the scrubbed
// point of the timeline (or now, when following live).

function actorName(actor: LiveActor): string {
  return actor.machineId ?? actor.actorId;
}

export function LivePanel({ machines }: { machines: DiscoveredMachine[] }) {
  const { state, clear } = useLive();
  const [chosen, setChosen] = useState<string | null>(null);
  /** The scrubbed timeline index; null follows the app live. */
  const [at, setAt] = useState<number | null>(null);
  const [onlySelected, setOnlySelected] = useState(false);

  const drawable = (actor: LiveActor) => machines.some((item) => item.machine.id === actor.machineId);
  // The chosen actor. Following live, once it is gone (the app reloaded) the newest running actor of
  // the same machine takes its place; scrubbing back, it stays the one chosen.
  const chosenActor = state.actors.find((actor) => actor.sessionId === chosen);
  const running = state.actors.filter((actor) => !actor.gone);
  const successor =
    chosenActor?.gone && at === null
      ? running.findLast((actor) => actor.machineId !== null && actor.machineId === chosenActor.machineId)
      : undefined;
  const selected = successor ?? chosenActor ?? running.find(drawable) ?? null;
  const entry = selected ? entryAt(state, selected.sessionId, at) : null;
  const machine = machines.find((item) => item.machine.id === selected?.machineId)?.machine ?? null;
  const previous = entry ? entryAt(state, entry.sessionId, entry.index - 1) : null;
  const taken = entry && previous ? { eventType: entry.event.type, from: previous.snapshot.value } : null;
  const names = useMemo(
    () => new Map(state.actors.map((actor) => [actor.sessionId, actorName(actor)])),
    [state.actors],
  );
  const actors = [...state.actors].sort((a, b) => Number(a.gone) - Number(b.gone));

  return (
    <div className="live">
      <nav className="actor-list" aria-label="Actors of the running app">
        <h2>Actors ({state.actors.filter((actor) => !actor.gone).length} running)</h2>
        {state.actors.length === 0 && (
          <p className="muted">
            No app is reporting. Open the app in another tab of this development server (same origin); it
            posts its actors here.
          </p>
        )}
        <ul>
          {actors.map((actor) => {
            const current = entryAt(state, actor.sessionId, at);
            return (
              <li key={actor.sessionId} className={actor.gone ? 'gone' : ''}>
                <button
                  type="button"
                  aria-current={actor.sessionId === selected?.sessionId}
                  data-testid={`${actor.gone ? 'gone' : 'live'}-actor-${actorName(actor)}`}
                  onClick={() => setChosen(actor.sessionId)}
                >
                  <span className={actor.parentId ? 'child-actor' : ''}>{actorName(actor)}</span>
                  <span className="state-text">
                    {current ? valueText(current.snapshot.value) || current.snapshot.status : '…'}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
      <main>
        {selected && (
          <h2>
            {actorName(selected)} <span className="muted">{at === null ? 'live' : `at #${at}`}</span>{' '}
            <span data-testid="live-state">{entry ? valueText(entry.snapshot.value) : ''}</span>
          </h2>
        )}
        {machine ? (
          <Diagram machine={machine} value={entry?.snapshot.value ?? null} taken={taken} />
        ) : (
          selected && (
            <p className="muted">This actor is not a machine of machines/; its snapshot is on the right.</p>
          )
        )}
        <Timeline
          entries={
            onlySelected && selected
              ? state.timeline.filter((item) => item.sessionId === selected.sessionId)
              : state.timeline
          }
          names={names}
          at={at}
          onScrub={(index, sessionId) => {
            setAt(index);
            if (sessionId) setChosen(sessionId);
          }}
          onlySelected={onlySelected}
          onOnlySelected={setOnlySelected}
          onClear={clear}
        />
      </main>
      <aside className="details" aria-label="Snapshot">
        {entry ? (
          <>
            <h3>Event #{entry.index}</h3>
            <JsonView value={entry.event} />
            <h3>State</h3>
            <JsonView value={entry.snapshot.value ?? entry.snapshot.status} />
            <h3>Context (secrets masked)</h3>
            <JsonView value={entry.snapshot.context ?? entry.snapshot.output ?? null} />
          </>
        ) : (
          <p className="muted">No snapshot yet.</p>
        )}
      </aside>
    </div>
  );
}
