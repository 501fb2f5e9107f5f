import { useMemo, useState } from 'react';
import { Diagram } from '../diagram/Diagram.tsx';
import type { DiscoveredMachine } from '../discovery.ts';
import { valueText } from '../graph/active.ts';
import { prettyEventType } from '../graph/labels.ts';
import { stateNodesOf } from '../graph/state-graph.ts';
import { JsonView } from '../JsonView.tsx';
import { describePath, generatePaths, type MachinePath, type PathKind } from './generate.ts';
import { PathFileTools } from './PathFileTools.tsx';

// Shortest and simple paths of one machine, generated from its samples; one plays step by step on
// the diagram, and exports to (or imports from) a JSON file.

export function PathsPanel({ discovered }: { discovered: DiscoveredMachine }) {
  const { machine, samples } = discovered;
  const [kind, setKind] = useState<PathKind>('shortest');
  const [inputIndex, setInputIndex] = useState(0);
  const [byContext, setByContext] = useState(false);
  const [target, setTarget] = useState('');
  const [paths, setPaths] = useState<MachinePath[]>([]);
  const [truncated, setTruncated] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [step, setStep] = useState(0);
  const stateIds = useMemo(() => stateNodesOf(machine.root).map((node) => node.id), [machine]);

  const generate = () => {
    try {
      const found = generatePaths(discovered, {
        kind,
        input: samples.inputs[inputIndex],
        byContext,
        toStateId: target || null,
      });
      setPaths(found.paths);
      setTruncated(found.truncated);
      setChosen(found.paths.length ? 0 : null);
      setStep(0);
      setProblem(null);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };
  const path = chosen === null ? null : (paths[chosen] ?? null);
  const current = path?.steps[step] ?? null;
  const before = step > 0 ? path?.steps[step - 1] : undefined;
  const taken = current && before ? { eventType: current.event.type, from: before.value } : null;

  return (
    <section className="panel paths" aria-label={`Paths of ${discovered.name}`}>
      <h2>
        Paths: {discovered.name} <span className="muted">#{machine.id}</span>
      </h2>
      <form
        className="path-options"
        onSubmit={(event) => {
          event.preventDefault();
          generate();
        }}
      >
        <label>
          Kind{' '}
          <select value={kind} onChange={(event) => setKind(event.target.value as PathKind)}>
            <option value="shortest">shortest</option>
            <option value="simple">simple</option>
          </select>
        </label>
        <label>
          Input{' '}
          <select value={inputIndex} onChange={(event) => setInputIndex(Number(event.target.value))}>
            {samples.inputs.map((input, index) => (
              <option key={index} value={index}>
                {input === undefined ? '(no input)' : JSON.stringify(input).slice(0, 70)}
              </option>
            ))}
          </select>
        </label>
        <label>
          To state{' '}
          <select value={target} onChange={(event) => setTarget(event.target.value)}>
            <option value="">every state</option>
            {stateIds.map((id) => (
              <option key={id} value={id}>
                {id}
              </option>
            ))}
          </select>
        </label>
        <label>
          <input
            type="checkbox"
            checked={byContext}
            onChange={(event) => setByContext(event.target.checked)}
          />{' '}
          tell states apart by context too
        </label>
        <button type="submit">Generate</button>
      </form>
      {problem && (
        <p className="error" role="alert">
          {problem}
        </p>
      )}
      <PathFileTools
        machine={machine}
        path={path}
        onImported={(imported) => {
          setPaths([imported, ...paths]);
          setChosen(0);
          setStep(0);
        }}
      />
      <div className="paths-body">
        <ol className="path-list" aria-label="Paths">
          {paths.map((item, index) => (
            <li key={index} aria-current={index === chosen}>
              <button
                type="button"
                onClick={() => {
                  setChosen(index);
                  setStep(0);
                }}
              >
                {describePath(item)}
              </button>
            </li>
          ))}
          {truncated && (
            <li className="muted">… more simple paths exist: choose a target state to narrow them.</li>
          )}
        </ol>
        <div className="path-player">
          {path && current && (
            <>
              <div className="player-controls">
                <button type="button" disabled={step === 0} onClick={() => setStep(step - 1)}>
                  ◀ Previous
                </button>
                <button
                  type="button"
                  disabled={step >= path.steps.length - 1}
                  onClick={() => setStep(step + 1)}
                >
                  Next ▶
                </button>
                <span>
                  Step {step} of {path.steps.length - 1}: {prettyEventType(current.event.type)} →{' '}
                  <strong data-testid="path-state">{valueText(current.value)}</strong>
                </span>
              </div>
              <Diagram machine={machine} value={current.value} taken={taken} />
              <JsonView value={{ event: current.event, context: current.context }} />
            </>
          )}
        </div>
      </div>
    </section>
  );
}
