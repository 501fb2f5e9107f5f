import { useEffect, useRef, useState } from 'react';
import type { EventObject } from 'xstate';
import { Diagram } from '../diagram/Diagram.tsx';
import type { DiscoveredMachine } from '../discovery.ts';
import { valueText } from '../graph/active.ts';
import { prettyEventType } from '../graph/labels.ts';
import { JsonView } from '../JsonView.tsx';
import { EventForm } from './EventForm.tsx';
import { parseJsonField } from './event-form.ts';
import { invokedActors, SandboxSession, type SandboxStep, type StandIn } from './sandbox-session.ts';
import { defaultDrafts, StandInForm, type StandInDraft } from './StandInForm.tsx';
import { SandboxSetupForm } from './SandboxSetupForm.tsx';

// One machine on its own: stand-in actors, events from a form, timers on demand, steps back and forth.

const jsonText = (value: unknown) => (value === undefined ? '' : JSON.stringify(value, null, 2));

function standInsOf(drafts: Record<string, StandInDraft>): Record<string, StandIn> {
  return Object.fromEntries(
    Object.entries(drafts).map(([name, draft]): [string, StandIn] => {
      if (draft.kind === 'fail') return [name, { kind: 'fail', message: draft.message }];
      if (draft.kind === 'hang') return [name, { kind: 'hang' }];
      return [name, { kind: 'succeed', output: parseJsonField(`The output of ${name}`, draft.output) }];
    }),
  );
}

function stepText(step: SandboxStep | null): string {
  if (!step) return 'start';
  return step.kind === 'timer' ? `timer: ${prettyEventType(step.label)}` : JSON.stringify(step.event);
}

export function SandboxPanel({ discovered }: { discovered: DiscoveredMachine }) {
  const { machine } = discovered;
  const [inputText, setInputText] = useState(() => jsonText(discovered.samples.inputs[0]));
  const [drafts, setDrafts] = useState(() => defaultDrafts(discovered, invokedActors(machine)));
  const [session, setSession] = useState<SandboxSession | null>(null);
  const [, setVersion] = useState(0);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const sessionRef = useRef<SandboxSession | null>(null);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
      setProblem(null);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
      setVersion((version) => version + 1);
    }
  };
  const replace = (next: SandboxSession | null) => {
    sessionRef.current?.stop();
    sessionRef.current = next;
    setSession(next);
  };
  const start = () =>
    run(async () => {
      const input = parseJsonField('The input', inputText);
      replace(await SandboxSession.start({ machine, input, standIns: standInsOf(drafts) }));
    });

  // Starts at once with the samples' first input and default stand-ins; stops when the panel goes.
  useEffect(() => {
    let mounted = true;
    const setup = {
      machine: discovered.machine,
      input: discovered.samples.inputs[0],
      standIns: standInsOf(defaultDrafts(discovered, invokedActors(discovered.machine))),
    };
    SandboxSession.start(setup).then(
      (started) => {
        if (!mounted) return started.stop();
        sessionRef.current = started;
        setSession(started);
      },
      (error: unknown) => mounted && setProblem(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      mounted = false;
      sessionRef.current?.stop();
      sessionRef.current = null;
    };
  }, [discovered]);

  const current = session?.current ?? null;
  const previous = session && session.frames.length > 1 ? session.frames.at(-2) : undefined;
  const lastStep = current?.step;
  const taken =
    previous && lastStep
      ? { eventType: lastStep.kind === 'send' ? lastStep.event.type : lastStep.label, from: previous.value }
      : null;

  return (
    <section className="panel sandbox" aria-label={`Sandbox of ${discovered.name}`}>
      <h2>
        Sandbox: {discovered.name} <span className="muted">#{machine.id}</span>
      </h2>
      <SandboxSetupForm
        inputs={discovered.samples.inputs}
        inputText={inputText}
        onInputText={setInputText}
        onRestart={() => void start()}
        busy={busy}
      >
        <StandInForm drafts={drafts} onChange={setDrafts} />
      </SandboxSetupForm>
      {problem && (
        <p className="error" role="alert">
          {problem}
        </p>
      )}
      {session && current && (
        <>
          <div className="sandbox-controls">
            <button
              type="button"
              disabled={busy || !session.canBack}
              onClick={() => void run(() => session.back())}
            >
              ◀ Back
            </button>
            <button
              type="button"
              disabled={busy || !session.canForward}
              onClick={() => void run(() => session.forward())}
            >
              Forward ▶
            </button>
            <span>
              State: <strong data-testid="sandbox-state">{valueText(current.value)}</strong> ({current.status}
              ), step {session.frames.length - 1}
            </span>
            {current.error && <span className="error">Error: {current.error}</span>}
          </div>
          <div className="timers" aria-label="Pending timers">
            {current.timers.length === 0 && <span className="muted">No timer pending.</span>}
            {current.timers.map((timer) => (
              <button
                key={timer.id}
                type="button"
                disabled={busy}
                onClick={() => void run(() => session.fireTimer(timer.id))}
              >
                Fire {prettyEventType(timer.label)} (due at {timer.at} ms)
              </button>
            ))}
          </div>
          <EventForm
            key={session.frames.length}
            discovered={discovered}
            accepts={(event: EventObject) => session.accepts(event)}
            disabled={busy}
            onSend={(event) => void run(() => session.send(event))}
          />
          <Diagram machine={machine} value={current.value} taken={taken} />
          <div className="sandbox-bottom">
            <div>
              <h3>Context</h3>
              <JsonView value={current.context} label="Sandbox context" />
            </div>
            <div>
              <h3>Steps</h3>
              <ol className="steps">
                {session.frames.map((frame, index) => (
                  <li key={index}>
                    {stepText(frame.step)} → <strong>{valueText(frame.value)}</strong>
                    {frame.passedThrough.length > 1 && (
                      <span className="muted">
                        {' '}
                        via {frame.passedThrough.slice(0, -1).map(valueText).join(', ')}
                      </span>
                    )}
                  </li>
                ))}
              </ol>
            </div>
          </div>
        </>
      )}
    </section>
  );
}
