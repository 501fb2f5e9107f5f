import { discoverMachines } from './discovery.ts';

// The machines of machines/, found by Vite's glob at build time of the inspector page (dev only).
export const discovery = discoverMachines(
  import.meta.glob<Record<string, unknown>>('../machines/*.machine.ts', { eager: true }),
  import.meta.glob<Record<string, unknown>>('../machines/*.samples.ts', { eager: true }),
);
