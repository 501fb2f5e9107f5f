import type { ReactNode } from 'react';

/** The input the machine starts from (a sample, or edited JSON) and the stand-ins; applied on Restart. */
export function SandboxSetupForm({
  inputs,
  inputText,
  onInputText,
  onRestart,
  busy,
  children,
}: {
  inputs: unknown[];
  inputText: string;
  onInputText(text: string): void;
  onRestart(): void;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <details className="sandbox-setup" open>
      <summary>Setup (applies on Restart)</summary>
      <div className="setup-row">
        <label>
          Input{' '}
          <select
            aria-label="Input sample"
            value=""
            onChange={(event) => {
              const sample: unknown = inputs[Number(event.target.value)];
              onInputText(sample === undefined ? '' : JSON.stringify(sample, null, 2));
            }}
          >
            <option value="">choose a sample…</option>
            {inputs.map((input, index) => (
              <option key={index} value={index}>
                {input === undefined ? '(no input)' : JSON.stringify(input).slice(0, 80)}
              </option>
            ))}
          </select>
        </label>
        <textarea
          aria-label="Input (JSON)"
          rows={3}
          value={inputText}
          placeholder="no input"
          onChange={(event) => onInputText(event.target.value)}
        />
      </div>
      {children}
      <button type="button" disabled={busy} onClick={onRestart}>
        Restart
      </button>
    </details>
  );
}
