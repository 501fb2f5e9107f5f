import './catalog.ts';
import '@mantine/core/styles/Code.css';
import { Alert, Button, Code, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RecoveryCodesDto } from '#core/contract/account.ts';
import { describeError } from '#src/api/error-display.ts';
import { enableTwoFactor } from '#src/api/account/two-factor-enable.ts';
import { setUpTwoFactor } from '#src/api/account/two-factor-setup.ts';
import type { RequestLayer } from '#src/api/request-layer.ts';
import { useApiData } from '#src/hooks/use-api-data.ts';
import { useAppServices } from '#src/lib/services/AppServices.tsx';
import { messages } from '#src/lib/messages.ts';
import { length, mantineValidate, numeric, required } from '#src/lib/validation/index.ts';
import { useSubmission } from '#src/hooks/use-submission.ts';
import { ErrorNotice } from '#src/components/ErrorNotice.tsx';

interface CodeValues {
  code: string;
}

interface TwoFactorSetupProps {
  /** The request layer to call with: the app's (a session), or one carrying a ConfigureTFA setup token. */
  api?: Pick<RequestLayer, 'request'>;
  onEnabled(result: RecoveryCodesDto): void;
  onCancel?(): void;
}

// The server's own SVG drawing of the otpauth URI. As an <img> it is only a picture: no script in it
// can run and nothing in it reaches the page.
function qrCodeSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Enabling two-factor: a new key as a QR code and as text, then the first code from the app proves it. */
export function TwoFactorSetup({ api: callWith, onEnabled, onCancel }: TwoFactorSetupProps) {
  const { t, i18n } = useLingui();
  const { _ } = useLinguiRuntime();
  const services = useAppServices();
  const api = callWith ?? services.api;
  const [setup, retry] = useApiData('two-factor-setup', () => setUpTwoFactor(api));
  const form = useForm<CodeValues>({
    initialValues: { code: '' },
    validate: mantineValidate<CodeValues>({ code: [required, numeric, length(6)] }, i18n),
  });
  const submission = useSubmission(async (values: CodeValues) => {
    onEnabled(await enableTwoFactor(api, { code: values.code.trim() }));
  });

  if (setup.status === 'loading') return <Loader aria-label={t`Loading`} />;
  if (setup.status === 'error') return <ErrorNotice error={setup.error} retry={retry} />;
  const { qrCodeSvg, sharedKey } = setup.data;
  const failure = submission.error === null ? null : describeError(submission.error);

  return (
    <Stack gap="sm">
      <Text>
        <Trans>1. Scan this QR code with your authenticator app.</Trans>
      </Text>
      <img
        src={qrCodeSource(qrCodeSvg)}
        alt={t`QR code for your authenticator app`}
        width={200}
        height={200}
      />
      <Text>
        <Trans>Or type this key into the app:</Trans> <Code data-testid="shared-key">{sharedKey}</Code>
      </Text>
      <form noValidate onSubmit={form.onSubmit((values) => void submission.run(values))}>
        <Stack gap="sm">
          <TextInput
            label={t`2. Enter the 6-digit code the app shows`}
            inputMode="numeric"
            autoComplete="one-time-code"
            {...form.getInputProps('code')}
          />
          {failure && (
            <Alert color="error" role="alert" title={_(messages.addAuthenticatorFailed)}>
              {typeof failure.message === 'string' ? failure.message : _(failure.message)}
            </Alert>
          )}
          <Group gap="xs">
            <Button type="submit" loading={submission.busy}>
              <Trans>Enable two-factor authentication</Trans>
            </Button>
            {onCancel && (
              <Button variant="default" onClick={onCancel}>
                <Trans>Cancel</Trans>
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
