import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { apiUrl, mswServer, recordRequests, staticLookupHandlers, useMswServer } from '../test-utils/msw.ts';
import { drawerActions, openDrawer, renderGuest, sessionHandlers } from './session-fixtures.ts';
import { refusalAnswer } from '../test-utils/refusals.ts';

useMswServer(
  staticLookupHandlers.activeSports(),
  staticLookupHandlers.allSportsAndCompetitions(),
  staticLookupHandlers.outrightSportsAndCompetitions(),
);

const linkTitle = 'Link your anonymous account';

function conversion(email: string | null) {
  return http.get(apiUrl('account/v1/ConversionInProgress'), () => HttpResponse.json({ email }));
}

function captureConversions() {
  const bodies: unknown[] = [];
  mswServer.use(
    http.post(apiUrl('account/v1/ConvertAccount'), async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ message: 'sent' }, { status: 202 });
    }),
  );
  return bodies;
}

async function openLinkDialog(status: 1 | 2, inProgress: string | null) {
  mswServer.use(sessionHandlers.guestStatus(status), conversion(inProgress));
  const app = renderGuest();
  const drawer = await openDrawer(app);
  const opener = status === 1 ? 'Upgrade' : 'Resend verification email';
  await app.user.click(await within(drawer).findByRole('button', { name: opener }));
  const dialog = await screen.findByRole('dialog', { name: linkTitle });
  const field = await within(dialog).findByRole('textbox', { name: 'Email Address' });
  return { ...app, dialog, field };
}

describe('Link your anonymous account', () => {
  it('Upgrade opens it (persistent), explains the link and offers an empty address field', async () => {
    const { dialog, field, user } = await openLinkDialog(1, null);
    expect(dialog).toHaveTextContent(
      'We will send you an e-mail with a link. Click the link so that we can validate your e-mail address, then come back here to set a password.',
    );
    expect(field).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Send Email' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: linkTitle })).toBeInTheDocument();
  });

  it('with a conversion under way, becomes the resend variant with that address filled in', async () => {
    const { dialog, field } = await openLinkDialog(2, 'ada@example.com');
    expect(field).toHaveValue('ada@example.com');
    expect(dialog).toHaveTextContent('We have already sent a link to ada@example.com.');
  });

  it('a failed conversion check is swallowed: the plain form', async () => {
    mswServer.use(sessionHandlers.guestStatus(1));
    mswServer.use(
      http.get(apiUrl('account/v1/ConversionInProgress'), () =>
        HttpResponse.json(
          { statusCode: 500, error: 'x', code: 'internalError', message: 'x' },
          { status: 500 },
        ),
      ),
    );
    const app = renderGuest();
    const drawer = await openDrawer(app);
    await app.user.click(await within(drawer).findByRole('button', { name: 'Upgrade' }));
    const dialog = await screen.findByRole('dialog', { name: linkTitle });
    expect(await within(dialog).findByRole('textbox', { name: 'Email Address' })).toHaveValue('');
  });

  it.each([
    ['', 'Required.'],
    ['ada.example.com', 'Invalid email format.'],
  ])('checks %j before any call: %s', async (typed, message) => {
    const { dialog, field, user } = await openLinkDialog(1, null);
    const requests = recordRequests();
    if (typed) await user.type(field, typed);
    await user.click(within(dialog).getByRole('button', { name: 'Send Email' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('Send Email converts, closes the form and opens Email Sent; Back To Home closes it', async () => {
    const bodies = captureConversions();
    const { dialog, field, user } = await openLinkDialog(1, null);
    await user.type(field, 'ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Email' }));
    const sent = await screen.findByRole('dialog', { name: 'Email Sent' });
    expect(bodies).toEqual([{ loginId: 'u-3', email: 'ada@example.com' }]);
    expect(screen.queryByRole('dialog', { name: linkTitle })).not.toBeInTheDocument();
    expect(sent).toHaveTextContent('We sent a link to ada@example.com.');
    await user.click(within(sent).getByRole('button', { name: 'Back To Home' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Email Sent' })).not.toBeInTheDocument());
  });

  it('after sending, the drawer shows the pending validation buttons (convertEmailSent)', async () => {
    captureConversions();
    const { dialog, field, user } = await openLinkDialog(1, null);
    await user.type(field, 'ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Email' }));
    await user.click(await screen.findByRole('button', { name: 'Back To Home' }));
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(drawerActions(drawer)).toEqual([
      "I've validated my email",
      'Resend verification email',
      'Logout Permanently',
    ]);
  });

  it('Cancel closes it without a call', async () => {
    const { dialog, user } = await openLinkDialog(1, null);
    const requests = recordRequests();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: linkTitle })).not.toBeInTheDocument());
    expect(requests).toEqual([]);
  });

  it('a failed conversion is an error notification, and the form stays', async () => {
    mswServer.use(
      http.post(apiUrl('account/v1/ConvertAccount'), () =>
        refusalAnswer(400, 'invalidRequest', { detail: 'This e-mail address is already in use.' }),
      ),
    );
    const { dialog, field, user } = await openLinkDialog(1, null);
    await user.type(field, 'taken@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Email' }));
    const toast = await screen.findByText('This e-mail address is already in use.');
    expect(toast.closest('[data-toast]')).toHaveAttribute('data-toast', 'error');
    expect(screen.getByRole('dialog', { name: linkTitle })).toBeInTheDocument();
  });
});
