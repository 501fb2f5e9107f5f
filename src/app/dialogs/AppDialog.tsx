import { lazy, Suspense } from 'react';
import type { AppDialogProps } from './ModalDialog.tsx';

// Mantine's Modal (portal, focus trap, scroll lock, transitions) is a tenth of the first page's budget
// and the first page never opens a dialog by itself, so it loads the first time one opens.
const ModalDialog = lazy(() =>
  import('./ModalDialog.tsx').then((module) => ({ default: module.ModalDialog })),
);

/** A short question or notice with its buttons (the spec's dialogs, max width 480 px). */
export function AppDialog(props: AppDialogProps) {
  if (!props.opened) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}

export type { AppDialogProps };
