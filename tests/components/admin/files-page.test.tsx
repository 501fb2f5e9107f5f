// The File Manager page (docs/admin.md) with MSW: the list, an upload ('Upload Successful'), a refused one
// ('Upload Failed'), the client's own type check, a delete after its confirmation, the empty list, and a
// shadow administrator's disabled actions.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { StoredFile } from '#src/admin/admin-calls.ts';
import { storedName } from '#src/admin/files/file-checks.ts';
import { apiUrl, mswServer, useMswServer } from '../../test-utils/msw.ts';
import { renderAdmin, whoAmI } from './admin-harness.tsx';

useMswServer();

const renderFiles = () => renderAdmin('/files');

const logo: StoredFile = {
  name: 'premier-league.png',
  size: 2048,
  contentType: 'image/png',
  uploadedAt: '2026-11-27T10:00:00.000Z',
  url: '/files/premier-league.png',
};

/** A store of files behind the three routes, recording what the page sent. */
function filesApi(initial: StoredFile[], answerUpload?: () => Response) {
  const files = [...initial];
  const uploads: { name: string; type: string | null; bytes: number }[] = [];
  const deletions: string[] = [];
  mswServer.use(
    http.get(apiUrl('admin/v1/Files'), () => HttpResponse.json({ files, truncated: false })),
    http.put(apiUrl('admin/v1/Files/:name'), async ({ request, params }) => {
      const name = String(params.name);
      const bytes = (await request.arrayBuffer()).byteLength;
      uploads.push({ name, type: request.headers.get('content-type'), bytes });
      if (answerUpload) return answerUpload();
      const file = { ...logo, name, size: bytes, url: `/files/${name}` };
      files.push(file);
      return HttpResponse.json(file);
    }),
    http.delete(apiUrl('admin/v1/Files/:name'), ({ params }) => {
      deletions.push(String(params.name));
      files.splice(
        files.findIndex((file) => file.name === params.name),
        1,
      );
      return HttpResponse.json({ ok: true });
    }),
  );
  return { uploads, deletions };
}

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input on the page');
  return input;
}
const png = (name: string, bytes = 68) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

describe('the File Manager page', () => {
  it('is in the menu as File Manager, and lists the files with a preview, size, type and date', async () => {
    mswServer.use(whoAmI('Administrator'));
    filesApi([logo]);
    renderFiles();
    expect(await screen.findByRole('link', { name: 'premier-league.png' })).toHaveAttribute(
      'href',
      '/files/premier-league.png',
    );
    expect(screen.getByRole('link', { name: 'File Manager' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'File Manager' })).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /premier-league\.png/ });
    expect(within(row).getByText('2 KB')).toBeInTheDocument();
    expect(within(row).getByText('image/png')).toBeInTheDocument();
    expect(row.querySelector('img')).toHaveAttribute('src', '/files/premier-league.png');
  });

  it("uploads a file as the request's body and says 'Upload Successful'", async () => {
    mswServer.use(whoAmI('Administrator'));
    const recorded = filesApi([]);
    renderFiles();
    expect(await screen.findByText('No elements found')).toBeInTheDocument();
    await userEvent.upload(fileInput(), png('Team Logo.png'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    const status = await screen.findByRole('status');
    expect(within(status).getByText('Upload Successful')).toBeInTheDocument();
    expect(within(status).getByText('File was uploaded successfully')).toBeInTheDocument();
    expect(recorded.uploads).toEqual([{ name: 'Team-Logo.png', type: 'image/png', bytes: 68 }]);
    expect(await screen.findByRole('link', { name: 'Team-Logo.png' })).toBeInTheDocument();
  });

  it("says 'Upload Failed' with the server's reason when the server refuses", async () => {
    mswServer.use(whoAmI('Administrator'));
    filesApi([], () =>
      HttpResponse.json(
        {
          statusCode: 415,
          error: 'Unsupported Media Type',
          code: 'fileContentMismatch',
          message: "The file's content does not match its type.",
        },
        { status: 415 },
      ),
    );
    renderFiles();
    await screen.findByText('No elements found');
    await userEvent.upload(fileInput(), png('logo.png'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Upload Failed')).toBeInTheDocument();
    expect(
      within(alert).getByText('File was not uploaded successfully, please try again'),
    ).toBeInTheDocument();
    expect(within(alert).getByText("The file's content does not match its type.")).toBeInTheDocument();
  });

  it('refuses a type or a size the server would refuse, before sending anything', async () => {
    mswServer.use(whoAmI('Administrator'));
    const recorded = filesApi([]);
    renderFiles();
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByText('No elements found');
    await user.upload(fileInput(), new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByText('Only PNG, JPEG, WebP and GIF images may be uploaded.'),
    ).toBeInTheDocument();
    await user.upload(fileInput(), png('big.png', 2 * 1024 * 1024 + 1));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(/The file is too large/)).toBeInTheDocument();
    expect(screen.getByText('Upload Failed')).toBeInTheDocument();
    expect(recorded.uploads).toEqual([]);
  });

  it('deletes a file only once confirmed', async () => {
    mswServer.use(whoAmI('Administrator'));
    const recorded = filesApi([logo]);
    renderFiles();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete premier-league.png' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(recorded.deletions).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete premier-league.png' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(recorded.deletions).toEqual(['premier-league.png']));
    expect(await screen.findByText('No elements found')).toBeInTheDocument();
  });

  it('shows a shadow administrator the list with the upload and delete disabled', async () => {
    mswServer.use(whoAmI('ShadowAdministrator'));
    filesApi([logo]);
    renderFiles();
    expect(await screen.findByRole('button', { name: 'Delete premier-league.png' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(
      screen.getByText('Shadow administrators can see everything but change nothing.'),
    ).toBeInTheDocument();
  });
});

describe('the stored name', () => {
  it("keeps the file's letters, digits, - and _, and the extension of its type", () => {
    expect(storedName({ name: 'Team Logo (1).PNG', type: 'image/png' })).toBe('Team-Logo-1-.png');
    expect(storedName({ name: '../../x.jpeg', type: 'image/jpeg' })).toBe('x.jpeg');
    expect(storedName({ name: 'photo.JPG', type: 'image/jpeg' })).toBe('photo.jpg');
    expect(storedName({ name: '.png', type: 'image/png' })).toBe('png.png');
    expect(storedName({ name: 'é.gif', type: 'image/gif' })).toBe('file.gif');
  });
});
