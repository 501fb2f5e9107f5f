import './catalog.ts';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Alert, Button, Code, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';

const downloadName = 'longshot-recovery-codes.txt';

/**
 * The ten recovery codes, shown this once: the server keeps only their hashes. The player copies or
 * downloads them, then says so, and the codes leave the screen for good.
 */
export function RecoveryCodesPanel({ codes, onDone }: { codes: readonly string[]; onDone(): void }) {
  const { t } = useLingui();
  const text = codes.join('\n');
  return (
    <Stack gap="sm">
      <Alert color="orange" title={t`Save your recovery codes`}>
        <Trans>
          Each code signs you in once if you lose your authenticator app. Keep them somewhere safe: they will
          not be shown again.
        </Trans>
      </Alert>
      <SimpleGrid
        cols={2}
        spacing="xs"
        component="ul"
        aria-label={t`Recovery codes`}
        style={{ listStyle: 'none', padding: 0 }}
      >
        {codes.map((code) => (
          <Text component="li" key={code} ff="monospace">
            <Code>{code}</Code>
          </Text>
        ))}
      </SimpleGrid>
      <Group gap="xs">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? t`Copied` : t`Copy codes`}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="default"
          component="a"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(`${text}\n`)}`}
          download={downloadName}
        >
          <Trans>Download codes</Trans>
        </Button>
      </Group>
      <Button onClick={onDone}>
        <Trans>I have saved my recovery codes</Trans>
      </Button>
    </Stack>
  );
}
