import { useEffect, useRef } from 'react';
import { valueText } from '../graph/active.ts';
import type { TimelineEntry } from './live-store.ts';

const timeOf = (at: number) => {
  const date = new Date(at);
  return `${date.toLocaleTimeString([], { hour12: false })}.${String(date.getMilliseconds()).padStart(3, '0')}`;
};

/** Every snapshot the app reported, oldest first; a slider and the list scrub back through them. */
export function Timeline({
  entries,
  names,
  at,
  onScrub,
  onlySelected,
  onOnlySelected,
  onClear,
}: {
  entries: TimelineEntry[];
  names: Map<string, string>;
  at: number | null;
  /** A point of the timeline (null: follow live), and the actor whose entry was picked. */
  onScrub(index: number | null, sessionId?: string): void;
  onlySelected: boolean;
  onOnlySelected(only: boolean): void;
  onClear(): void;
}) {
  const list = useRef<HTMLOListElement | null>(null);
  const position = at === null ? entries.length - 1 : entries.findIndex((entry) => entry.index >= at);
  useEffect(() => {
    if (at === null) list.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }, [at, entries.length]);

  return (
    <section className="timeline" aria-label="Timeline">
      <div className="timeline-tools">
        <input
          type="range"
          aria-label="Scrub the timeline"
          min={0}
          max={Math.max(0, entries.length - 1)}
          value={Math.max(0, position)}
          disabled={entries.length === 0}
          onChange={(event) => onScrub(entries[Number(event.target.value)]?.index ?? null)}
        />
        <button type="button" onClick={() => onScrub(null)} aria-pressed={at === null}>
          Follow live
        </button>
        <label>
          <input
            type="checkbox"
            checked={onlySelected}
            onChange={(event) => onOnlySelected(event.target.checked)}
          />{' '}
          only the selected actor
        </label>
        <button type="button" onClick={onClear}>
          Clear
        </button>
        <span className="muted">{entries.length} events</span>
      </div>
      <ol ref={list}>
        {entries.map((entry) => (
          <li key={entry.index} aria-current={entry.index === at}>
            <button type="button" onClick={() => onScrub(entry.index, entry.sessionId)}>
              <span className="muted">
                #{entry.index} {timeOf(entry.at)}
              </span>{' '}
              <strong>{names.get(entry.sessionId) ?? entry.sessionId}</strong> {entry.event.type}
              {entry.sourceId && (
                <span className="muted"> from {names.get(entry.sourceId) ?? entry.sourceId}</span>
              )}{' '}
              → {valueText(entry.snapshot.value) || entry.snapshot.status}
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
