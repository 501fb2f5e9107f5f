import { useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import type { MachinePath } from './generate.ts';
import { exportPath, importPath } from './path-file.ts';

/** Export the chosen path as a JSON file (a download made in the page), or import one. */
export function PathFileTools({
  machine,
  path,
  onImported,
}: {
  machine: AnyStateMachine;
  path: MachinePath | null;
  onImported(path: MachinePath): void;
}) {
  const [problem, setProblem] = useState<string | null>(null);

  const download = () => {
    if (!path) return;
    const url = URL.createObjectURL(new Blob([exportPath(path)], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${machine.id}-${path.kind}-path.json`;
    link.click();
    URL.revokeObjectURL(url);
  };
  const read = async (file: File | undefined) => {
    if (!file) return;
    try {
      onImported(importPath(await file.text(), machine));
      setProblem(null);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <div className="path-file">
      <button type="button" disabled={!path} onClick={download}>
        Export path (JSON)
      </button>
      <label>
        Import path{' '}
        <input
          type="file"
          accept="application/json,.json"
          onChange={(event) => void read(event.target.files?.[0])}
        />
      </label>
      {problem && (
        <p className="error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
