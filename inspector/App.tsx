import { useState } from 'react';
import { LivePanel } from './live/LivePanel.tsx';
import { discovery } from './machines.ts';
import { MachineList } from './MachineList.tsx';
import { MachinePanel } from './MachinePanel.tsx';
import { PathsPanel } from './paths/PathsPanel.tsx';
import { SandboxPanel } from './sandbox/SandboxPanel.tsx';

// Four views over the machines of machines/: the diagrams, the running app (live), a sandbox and
// generated paths. The machine list drives all but the live view, which follows the app's actors.

const tabs = ['Machines', 'Live', 'Sandbox', 'Paths'] as const;
type Tab = (typeof tabs)[number];

function initialTab(): Tab {
  const asked = new URLSearchParams(window.location.search).get('tab');
  return tabs.find((tab) => tab.toLowerCase() === asked?.toLowerCase()) ?? 'Machines';
}

export function App() {
  const [tab, setTab] = useState<Tab>(initialTab);
  const [selected, setSelected] = useState(discovery.machines[0]?.name ?? null);
  const machine = discovery.machines.find((item) => item.name === selected) ?? null;

  return (
    <div className="inspector">
      <header>
        <h1>Longshot inspector</h1>
        <nav role="tablist" aria-label="Views">
          {tabs.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={tab === name}
              onClick={() => setTab(name)}
            >
              {name}
            </button>
          ))}
        </nav>
      </header>
      {discovery.problems.length > 0 && (
        <ul className="problems" aria-label="Discovery problems">
          {discovery.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {tab === 'Live' ? (
        <LivePanel machines={discovery.machines} />
      ) : (
        <div className="with-sidebar">
          <MachineList machines={discovery.machines} selected={selected} onSelect={setSelected} />
          <main>
            {!machine && <p>No machine found in machines/.</p>}
            {machine && tab === 'Machines' && <MachinePanel key={machine.name} discovered={machine} />}
            {machine && tab === 'Sandbox' && <SandboxPanel key={machine.name} discovered={machine} />}
            {machine && tab === 'Paths' && <PathsPanel key={machine.name} discovered={machine} />}
          </main>
        </div>
      )}
    </div>
  );
}
