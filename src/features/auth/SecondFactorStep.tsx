import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { length, mantineValidate, numeric, required } from '#src/lib/validation/index.ts';

export type SecondFactor = 'code' | 'recoveryCode';

interface SecondFactorStepProps {
  factor: SecondFactor;
  busy: boolean;
  onSubmit(value: string): void;
  onSwitch(factor: SecondFactor): void;
  onCancel(): void;
}

interface CodeValues {
  value: string;
}

/** Step 2 of signing in: the authenticator app's code, or one of the recovery codes. */
export function SecondFactorStep({ factor, busy, onSubmit, onSwitch, onCancel }: SecondFactorStepProps) {
  const { t, i18n } = useLingui();
  const form = useForm<CodeValues>({
    initialValues: { value: '' },
    validate: mantineValidate<CodeValues>(
      { value: factor === 'code' ? [required, numeric, length(6)] : [required] },
      i18n,
    ),
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => onSubmit(values.value.trim()))}>
      <Stack gap="sm">
        {factor === 'code' ? (
          <TextInput
            label={t`Authentication code`}
            description={t`The 6-digit code your authenticator app shows.`}
            inputMode="numeric"
            autoComplete="one-time-code"
            {...form.getInputProps('value')}
          />
        ) : (
          <TextInput
            label={t`Recovery code`}
            description={t`One of the recovery codes you saved when you turned on two-factor authentication.`}
            autoComplete="off"
            {...form.getInputProps('value')}
          />
        )}
        <Group gap="xs">
          <Button type="submit" loading={busy}>
            <Trans>Verify</Trans>
          </Button>
          <Button variant="default" onClick={onCancel} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
        </Group>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => onSwitch(factor === 'code' ? 'recoveryCode' : 'code')}
        >
          {factor === 'code' ? (
            <Trans>Use a recovery code instead</Trans>
          ) : (
            <Trans>Use an authentication code instead</Trans>
          )}
        </Anchor>
      </Stack>
    </form>
  );
}
