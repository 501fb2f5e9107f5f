import '@mantine/core/styles/PasswordInput.css';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { changePassword } from '#src/api/account/change-password.ts';
import { useAppServices } from '#src/lib/services/AppServices.tsx';
import { useAuth } from '#src/lib/session/use-auth.ts';
import { mantineValidate, required, type PasswordPolicy } from '#src/lib/validation/index.ts';
import { useSubmission } from '#src/hooks/use-submission.ts';
import { ErrorNotice } from '#src/components/ErrorNotice.tsx';
import { NewPasswordFields, newPasswordRules, type NewPasswordValues } from './NewPasswordFields.tsx';

interface ChangePasswordValues extends NewPasswordValues {
  currentPassword: string;
}

interface ChangePasswordFormProps {
  policy: PasswordPolicy;
  /** false for a validated guest's first password, which has no current one. */
  withCurrentPassword: boolean;
  onChanged(): void;
}

/**
 * PUT ChangePassword, then the session the answer carries replaces ours: the server ended every
 * other session of the account, this one included.
 */
export function ChangePasswordForm({ policy, withCurrentPassword, onChanged }: ChangePasswordFormProps) {
  const { t, i18n } = useLingui();
  const { api } = useAppServices();
  const auth = useAuth();
  const form = useForm<ChangePasswordValues>({
    initialValues: { currentPassword: '', password: '', confirmPassword: '' },
    validate: mantineValidate<ChangePasswordValues>(
      { ...(withCurrentPassword ? { currentPassword: [required] } : {}), ...newPasswordRules(policy) },
      i18n,
    ),
  });
  const submission = useSubmission(async (values: ChangePasswordValues) => {
    const result = await changePassword(
      api,
      withCurrentPassword
        ? { currentPassword: values.currentPassword, newPassword: values.password }
        : { newPassword: values.password },
    );
    auth.send({ type: 'TOKENS_REPLACED', tokens: result.token });
    form.reset();
    onChanged();
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => void submission.run(values))}>
      <Stack gap="sm">
        {withCurrentPassword && (
          <PasswordInput
            label={t`Current password`}
            autoComplete="current-password"
            {...form.getInputProps('currentPassword')}
          />
        )}
        <NewPasswordFields
          policy={policy}
          password={form.values.password}
          passwordProps={form.getInputProps('password')}
          confirmProps={form.getInputProps('confirmPassword')}
          label={t`New password`}
        />
        {submission.error !== null && <ErrorNotice error={submission.error} />}
        <Button type="submit" loading={submission.busy}>
          {withCurrentPassword ? <Trans>Change password</Trans> : <Trans>Set password</Trans>}
        </Button>
      </Stack>
    </form>
  );
}
