import { Diagram } from './diagram/Diagram.tsx';
import type { DiscoveredMachine } from './discovery.ts';
import { externalEventTypes } from './graph/labels.ts';
import { invokedActors } from './sandbox/sandbox-session.ts';

/** One machine: its statechart and what it is made of. */
export function MachinePanel({ discovered }: { discovered: DiscoveredMachine }) {
  const { machine } = discovered;
  const delays = Object.entries(machine.implementations.delays);
  return (
    <section className="panel machine-panel" aria-label={`Machine ${discovered.name}`}>
      <h2>
        {discovered.name} <span className="muted">#{machine.id}</span>
      </h2>
      <p className="muted">
        {discovered.file} · export {discovered.exportName}
      </p>
      {discovered.problems.length > 0 && (
        <ul className="problems">
          {discovered.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <Diagram machine={machine} />
      <div className="facts">
        <div>
          <h3>Events</h3>
          <p>{externalEventTypes(machine).join(', ') || '—'}</p>
        </div>
        <div>
          <h3>Invoked actors</h3>
          <p>{invokedActors(machine).join(', ') || '—'}</p>
        </div>
        <div>
          <h3>Delays</h3>
          <p>
            {delays
              .map(
                ([name, value]) => `${name}${typeof value === 'number' ? ` = ${value} ms` : ' (computed)'}`,
              )
              .join(', ') || '—'}
          </p>
        </div>
      </div>
    </section>
  );
}
