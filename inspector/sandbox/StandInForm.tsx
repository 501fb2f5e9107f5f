import type { DiscoveredMachine } from '../discovery.ts';

// Per invoked actor: succeed (with an output), fail (with a message) or hang. The defaults come from
// the samples file: the first output listed, the first error listed; an actor with no sample output hangs.

export interface StandInDraft {
  kind: 'succeed' | 'fail' | 'hang';
  output: string;
  message: string;
}

export function defaultDrafts(discovered: DiscoveredMachine, actors: string[]): Record<string, StandInDraft> {
  return Object.fromEntries(
    actors.map((name) => {
      const answers = discovered.samples.actors[name] ?? [];
      const output = answers.find((answer) => 'output' in answer);
      const error = answers.find((answer) => 'error' in answer);
      return [
        name,
        {
          // No sample output (a callback actor, say): it hangs, as such actors run until stopped.
          kind: output ? 'succeed' : 'hang',
          output: output && 'output' in output ? (JSON.stringify(output.output) ?? '') : '',
          message: error && 'error' in error ? error.error : 'Stand-in failure',
        },
      ];
    }),
  );
}

export function StandInForm({
  drafts,
  onChange,
}: {
  drafts: Record<string, StandInDraft>;
  onChange(drafts: Record<string, StandInDraft>): void;
}) {
  const names = Object.keys(drafts);
  if (names.length === 0) return <p className="muted">The machine invokes no actors.</p>;
  return (
    <fieldset className="stand-ins">
      <legend>Stand-in actors</legend>
      {names.map((name) => {
        const draft = drafts[name];
        if (!draft) return null;
        const set = (change: Partial<StandInDraft>) =>
          onChange({ ...drafts, [name]: { ...draft, ...change } });
        return (
          <div key={name} className="stand-in">
            <label>
              {name}{' '}
              <select
                aria-label={`Stand-in for ${name}`}
                value={draft.kind}
                onChange={(event) => set({ kind: event.target.value as StandInDraft['kind'] })}
              >
                <option value="succeed">succeed</option>
                <option value="fail">fail</option>
                <option value="hang">hang</option>
              </select>
            </label>
            {draft.kind === 'succeed' && (
              <label>
                output (JSON){' '}
                <input
                  aria-label={`Output of ${name}`}
                  value={draft.output}
                  onChange={(event) => set({ output: event.target.value })}
                />
              </label>
            )}
            {draft.kind === 'fail' && (
              <label>
                error message{' '}
                <input
                  aria-label={`Error of ${name}`}
                  value={draft.message}
                  onChange={(event) => set({ message: event.target.value })}
                />
              </label>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
