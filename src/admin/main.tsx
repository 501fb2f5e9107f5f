import '@mantine/core/styles.css';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { browserSessionCookies } from '#src/app/session/session-cookies.ts';
import { AdminApp } from './AdminApp.tsx';
import { createAdminApi } from './session/admin-api.ts';
import { createAdminSessionActor, type AdminSessionActor } from './session/admin-session-actor.ts';

// The admin app's entry (admin/index.html, served at /admin/ and /admin/*; docs/admin.md). No player
// page imports this: it is its own page of the build.
const root = document.getElementById('adminApp');
if (!root) throw new Error('The page has no #adminApp element to mount the admin app into.');

const cookies = browserSessionCookies();
let session: AdminSessionActor | null = null;
const api = createAdminApi(cookies, {
  onExpired: () => session?.send({ type: 'EXPIRED' }),
  onForbidden: () => undefined,
});
session = createAdminSessionActor(api, cookies);
session.start();

createRoot(root).render(
  <BrowserRouter basename="/admin">
    <AdminApp services={{ api, session }} />
  </BrowserRouter>,
);
