import { useCallback, useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  FileInput,
  Group,
  Image,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '#src/api/errors.ts';
import { deleteFile, listFiles, uploadFile, type StoredFile } from '../admin-calls.ts';
import { useAdminServices, useMayWrite } from '../session/AdminSessionContext.tsx';
import { useLoaded } from '../table/use-loaded.ts';
import { allowedFileTypes, fileProblem, maxFileBytes, storedName } from './file-checks.ts';

type Notice =
  { ok: true; title: string; text: string } | { ok: false; title: string; text: string; reason?: string };

/** The File Manager (docs/admin.md): images for the game, uploaded, listed, previewed and deleted. */
export function FilesPage() {
  const { t, i18n } = useLingui();
  const { api } = useAdminServices();
  const mayWrite = useMayWrite();
  // Bumped after each change: the list loads again.
  const [version, setVersion] = useState(0);
  const [chosen, setChosen] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [deleting, setDeleting] = useState<StoredFile | null>(null);

  const { data, failed: loadFailed } = useLoaded(
    useCallback(async () => ({ ...(await listFiles(api)), version }), [api, version]),
    null,
  );
  const files: StoredFile[] | null = data?.files ?? null;
  const reload = () => setVersion((current) => current + 1);

  const failed = (reason?: string): Notice => ({
    ok: false,
    title: t`Upload Failed`,
    text: t`File was not uploaded successfully, please try again`,
    reason,
  });

  async function upload() {
    if (!chosen) return;
    const problem = fileProblem(chosen);
    if (problem) {
      setNotice(
        failed(
          problem === 'type'
            ? t`Only PNG, JPEG, WebP and GIF images may be uploaded.`
            : t`The file is too large: at most ${i18n.number(maxFileBytes / 1024 / 1024)} MB may be uploaded.`,
        ),
      );
      return;
    }
    setBusy(true);
    try {
      await uploadFile(api, storedName(chosen), chosen);
      setNotice({ ok: true, title: t`Upload Successful`, text: t`File was uploaded successfully` });
      setChosen(null);
      reload();
    } catch (error) {
      setNotice(failed(error instanceof ApiError ? error.message : undefined));
    } finally {
      setBusy(false);
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteFile(api, deleting.name);
      setNotice({ ok: true, title: t`File deleted`, text: deleting.name });
      reload();
    } catch (error) {
      setNotice({ ok: false, title: t`Error`, text: error instanceof Error ? error.message : String(error) });
    } finally {
      setDeleting(null);
      setBusy(false);
    }
  }

  const size = (bytes: number) =>
    bytes < 1024 ? t`${bytes} B` : t`${i18n.number(Math.round(bytes / 102.4) / 10)} KB`;

  return (
    <Stack>
      <Title order={1} size="h3">
        <Trans>File Manager</Trans>
      </Title>
      {loadFailed && (
        <Alert color="red" role="alert">
          {loadFailed}
        </Alert>
      )}
      {notice && (
        <Alert
          color={notice.ok ? 'green' : 'red'}
          role={notice.ok ? 'status' : 'alert'}
          title={notice.title}
          withCloseButton
          onClose={() => setNotice(null)}
        >
          <Text size="sm">{notice.text}</Text>
          {!notice.ok && notice.reason && (
            <Text size="sm" c="dimmed">
              {notice.reason}
            </Text>
          )}
        </Alert>
      )}
      <Paper withBorder p="md">
        <Stack>
          {!mayWrite && (
            <Text c="dimmed">
              <Trans>Shadow administrators can see everything but change nothing.</Trans>
            </Text>
          )}
          <Group align="end">
            <FileInput
              label={t`Image to upload`}
              description={t`PNG, JPEG, WebP or GIF, at most 2 MB`}
              placeholder={t`Choose a file`}
              accept={allowedFileTypes.join(',')}
              value={chosen}
              onChange={setChosen}
              disabled={!mayWrite || busy}
              clearable
              w={320}
            />
            <Button onClick={() => void upload()} disabled={!mayWrite || busy || !chosen} loading={busy}>
              <Trans>Upload</Trans>
            </Button>
          </Group>
        </Stack>
      </Paper>
      {/* On a phone the table scrolls sideways inside its box; the page never does. */}
      <Table.ScrollContainer minWidth={560}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Preview</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Name</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Size</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Type</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Uploaded</Trans>
              </Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {files?.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={6}>
                  <Trans>No elements found</Trans>
                </Table.Td>
              </Table.Tr>
            )}
            {files?.map((file) => (
              <Table.Tr key={file.name}>
                <Table.Td>
                  <Image src={file.url} alt="" h={32} w={32} fit="contain" />
                </Table.Td>
                <Table.Td>
                  <Anchor href={file.url} target="_blank" rel="noopener">
                    {file.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{size(file.size)}</Table.Td>
                <Table.Td>{file.contentType}</Table.Td>
                <Table.Td>{i18n.date(file.uploadedAt, { dateStyle: 'medium', timeStyle: 'short' })}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    disabled={!mayWrite || busy}
                    onClick={() => setDeleting(file)}
                    aria-label={t`Delete ${file.name}`}
                  >
                    <Trans>Delete</Trans>
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t`Delete file`}>
        <Stack>
          <Text>
            <Trans>Delete {deleting?.name}? Pages that show it will lose the image.</Trans>
          </Text>
          <Group justify="end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button color="red" onClick={() => void confirmDelete()} loading={busy}>
              <Trans>Delete</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
