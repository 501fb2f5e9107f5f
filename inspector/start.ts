// npm run inspect — the development setup of `npm run dev` (API server + Vite's dev server, see
// scripts/dev.ts) with the inspector at /inspector/ on Vite's address. The app runs at / beside it:
// open both in the same browser and the inspector follows the app's actors (same origin only).
import { spawn } from 'node:child_process';

const dev = spawn(process.execPath, ['scripts/dev.ts'], { stdio: 'inherit', env: process.env });
console.log(
  '\nLongshot inspector: http://localhost:5173/inspector/ (the app: http://localhost:5173/).\n' +
    'If Vite reports another port, use that one; the machines, sandbox and paths work without the app.\n',
);
const forward = (signal: NodeJS.Signals) => () => dev.kill(signal);
process.on('SIGINT', forward('SIGINT'));
process.on('SIGTERM', forward('SIGTERM'));
dev.on('exit', (code) => process.exit(code ?? 0));
