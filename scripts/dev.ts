// npm run dev — the API server (port 3000, PGlite in ./data) and Vite's dev server (5173) side by side.
// Vite proxies /api to the server, so the browser sees one origin as in production.
import { spawn, type ChildProcess } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3000';
const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch-path=server', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];

let stopping = false;
function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
