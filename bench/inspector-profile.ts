// Profiles a running server over the inspector protocol (the server runs with --inspect on loopback), so
// that the profile holds exactly the measured call: not the start-up, the first odds sync or the sign-ups.
import type { CpuProfile } from './cpu-profile.ts';

export interface RemoteProfiler {
  start(): Promise<void>;
  stop(): Promise<CpuProfile>;
  close(): void;
}

export async function connectProfiler(inspectorPort: number): Promise<RemoteProfiler> {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const url = targets[0]?.webSocketDebuggerUrl;
  if (!url) throw new Error('the server has no inspector target');
  const socket = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve(), { once: true });
    socket.addEventListener('error', () => reject(new Error(`cannot open ${url}`)), { once: true });
  });
  let nextId = 1;
  const waiting = new Map<number, (result: unknown) => void>();
  socket.addEventListener('message', (message) => {
    const reply = JSON.parse(String(message.data)) as { id?: number; result?: unknown };
    if (reply.id !== undefined) waiting.get(reply.id)?.(reply.result);
  });
  const send = <T>(method: string, params: object = {}) =>
    new Promise<T>((resolve) => {
      const id = nextId++;
      waiting.set(id, (result) => resolve(result as T));
      socket.send(JSON.stringify({ id, method, params }));
    });
  await send('Profiler.enable');
  await send('Profiler.setSamplingInterval', { interval: 500 });
  return {
    start: () => send('Profiler.start'),
    stop: async () => (await send<{ profile: CpuProfile }>('Profiler.stop')).profile,
    close: () => socket.close(),
  };
}
