import type { DiscoveredMachine } from './discovery.ts';

export function MachineList({
  machines,
  selected,
  onSelect,
}: {
  machines: DiscoveredMachine[];
  selected: string | null;
  onSelect(name: string): void;
}) {
  return (
    <nav className="machine-list" aria-label="Machines">
      <h2>Machines ({machines.length})</h2>
      <ul>
        {machines.map((item) => (
          <li key={item.name}>
            <button type="button" aria-current={item.name === selected} onClick={() => onSelect(item.name)}>
              {item.name}
              {item.problems.length > 0 && (
                <span className="badge" title={item.problems.join('\n')}>
                  {item.problems.length}
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
