import { lazy, Suspense, useEffect, useState } from 'react';
import { createNotificationsStore, notifications, useNotifications } from '@mantine/notifications';
import { toast as toastTiming } from '#src/lib/constants.ts';
import { loadChunk } from '#src/lib/chunk-load.ts';
import { statusColour } from '#src/styles/status-colour.ts';
import { bindNoticePresenter, snackbarNeverCloses, type ToastKind } from '#src/lib/toast.ts';

interface NoticeHostProps {
  /** Told about every toast shown (the app sends it to analytics). */
  onToastShown(kind: ToastKind, title: string): void;
}

// The list that draws notices (with its transitions) loads with the first notice: most visits see
// none, and the first page has a size budget. Notices raised meanwhile wait in the store.
const NoticeList = lazy(() =>
  loadChunk(() => import('./NoticeList.tsx')).then((m) => ({ default: m.NoticeList })),
);

let sequence = 0;
const nextId = (prefix: string) => `${prefix}-${++sequence}`;

/** Shows toasts and snackbars while mounted; before that, raising one only logs a warning. */
export function NoticeHost({ onToastShown }: NoticeHostProps) {
  // One store per host: two mounted apps (or two tests) never see each other's notices.
  const [store] = useState(createNotificationsStore);

  useEffect(
    () =>
      bindNoticePresenter({
        toast({ kind, title, message, options }) {
          const id = nextId('toast');
          notifications.show(
            {
              id,
              title,
              message,
              color: statusColour[kind],
              autoClose: options.timeout ? toastTiming.defaultTimeoutMs : false,
              withCloseButton: false,
              onClick: () => notifications.hide(id, store),
              style: { cursor: 'pointer' },
              'data-toast': kind,
            },
            store,
          );
          onToastShown(kind, title);
        },
        snackbar({ message, timeoutMs }) {
          const id = nextId('snackbar');
          notifications.show(
            {
              id,
              message,
              position: 'bottom-center',
              autoClose: timeoutMs === snackbarNeverCloses ? false : timeoutMs,
              withCloseButton: false,
              onClick: () => notifications.hide(id, store),
              style: { cursor: 'pointer' },
              'data-snackbar': true,
            },
            store,
          );
        },
      }),
    [store, onToastShown],
  );

  const { notifications: shown, queue } = useNotifications(store);
  const [needed, setNeeded] = useState(false);
  if (!needed && shown.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NoticeList store={store} />
    </Suspense>
  );
}
