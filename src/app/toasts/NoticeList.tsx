import { Notifications, type NotificationsStore } from '@mantine/notifications';

/** Draws the notices held in `store`. Loaded apart from the first page's code (see NoticeHost). */
export function NoticeList({ store }: { store: NotificationsStore }) {
  return <Notifications store={store} position="top-right" autoClose={false} />;
}
