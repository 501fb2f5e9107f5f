/** The app-wide popups that code outside React (the request layer) can raise. */
export type PopupKind = 'unreachableServer' | 'tooManyRequests';

export interface PopupStore {
  open(kind: PopupKind): void;
  close(): void;
  current(): PopupKind | null;
  subscribe(listener: () => void): () => void;
}

export function createPopupStore(): PopupStore {
  let shown: PopupKind | null = null;
  const listeners = new Set<() => void>();
  const set = (next: PopupKind | null) => {
    if (next === shown) return;
    shown = next;
    listeners.forEach((listener) => listener());
  };
  return {
    // A burst of failing calls raises one popup, not a stack of identical ones.
    open: (kind) => set(shown ?? kind),
    close: () => set(null),
    current: () => shown,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
