import '@mantine/core/styles/PasswordInput.css';
import type { ReactNode } from 'react';
import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { mantineValidate, required } from '#src/lib/validation/index.ts';
import { useSubmission } from '#src/hooks/use-submission.ts';
import { ErrorNotice } from '#src/components/ErrorNotice.tsx';

interface PasswordValues {
  password: string;
}

interface ReauthenticateFormProps {
  intro: ReactNode;
  submitLabel: ReactNode;
  /** Rejects to show the server's answer under the form. */
  onSubmit(password: string): Promise<void>;
  onCancel(): void;
  danger?: boolean;
}

/** Changing two-factor asks for the password again, so an unattended browser cannot do it. */
export function ReauthenticateForm({
  intro,
  submitLabel,
  onSubmit,
  onCancel,
  danger,
}: ReauthenticateFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm<PasswordValues>({
    initialValues: { password: '' },
    validate: mantineValidate<PasswordValues>({ password: [required] }, i18n),
  });
  const submission = useSubmission(({ password }: PasswordValues) => onSubmit(password));
  return (
    <form noValidate onSubmit={form.onSubmit((values) => void submission.run(values))}>
      <Stack gap="sm">
        <Text size="sm">{intro}</Text>
        <PasswordInput
          label={t`Password`}
          autoComplete="current-password"
          {...form.getInputProps('password')}
        />
        {submission.error !== null && <ErrorNotice error={submission.error} />}
        <Group gap="xs">
          <Button type="submit" color={danger ? 'error' : undefined} loading={submission.busy}>
            {submitLabel}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={submission.busy}>
            <Trans>Cancel</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
