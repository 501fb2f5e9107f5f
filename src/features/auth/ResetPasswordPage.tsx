import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { resetPassword } from '#src/api/auth/reset-password.ts';
import { namedRoutes } from '#src/lib/routes/paths.ts';
import { useAppServices } from '#src/lib/services/AppServices.tsx';
import { mantineValidate, type PasswordPolicy } from '#src/lib/validation/index.ts';
import {
  NewPasswordFields,
  newPasswordRules,
  type NewPasswordValues,
} from '#src/components/password/NewPasswordFields.tsx';
import { PasswordPolicyGate } from '#src/components/password/PasswordPolicyGate.tsx';
import { ErrorNotice } from '#src/components/ErrorNotice.tsx';
import { AuthPageFrame } from './AuthPageFrame.tsx';
import { InvalidLinkNotice } from '#src/components/emailed-links/InvalidLinkNotice.tsx';
import { linkParams } from '#src/components/emailed-links/link-outcome.ts';
import { useSubmission } from '#src/hooks/use-submission.ts';

interface ResetLink {
  userId: string;
  token: string;
}

function ResetPasswordForm({
  link,
  policy,
  onDone,
}: {
  link: ResetLink;
  policy: PasswordPolicy;
  onDone(): void;
}) {
  const { t, i18n } = useLingui();
  const { api } = useAppServices();
  const form = useForm<NewPasswordValues>({
    initialValues: { password: '', confirmPassword: '' },
    validate: mantineValidate<NewPasswordValues>(newPasswordRules(policy), i18n),
  });
  const submission = useSubmission(async (values: NewPasswordValues) => {
    await resetPassword(api, { userId: link.userId, token: link.token, password: values.password });
    onDone();
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => void submission.run(values))}>
      <Stack gap="sm">
        <NewPasswordFields
          policy={policy}
          password={form.values.password}
          passwordProps={form.getInputProps('password')}
          confirmProps={form.getInputProps('confirmPassword')}
          label={t`New password`}
        />
        {/* A used or stale link comes back as the server's 'The URL is either invalid or has expired'. */}
        {submission.error !== null && <ErrorNotice error={submission.error} />}
        <Button type="submit" loading={submission.busy}>
          <Trans>Reset password</Trans>
        </Button>
      </Stack>
    </form>
  );
}

/** /auth/reset-password?userId&token: the link in the password reset e-mail (1 h, single use). */
export function ResetPasswordPage() {
  const { t } = useLingui();
  const [search] = useSearchParams();
  const link = linkParams(search, ['userId', 'token'] as const);
  const [done, setDone] = useState(false);

  let content;
  if (link === null) content = <InvalidLinkNotice />;
  else if (done) {
    content = (
      <>
        <Alert color="green" role="status" title={t`Password reset`}>
          <Trans>Your password has been changed and every other session has been signed out.</Trans>
        </Alert>
        <Button component={Link} to={namedRoutes.signIn()}>
          <Trans>Login</Trans>
        </Button>
      </>
    );
  } else {
    content = (
      <PasswordPolicyGate>
        {(policy) => <ResetPasswordForm link={link} policy={policy} onDone={() => setDone(true)} />}
      </PasswordPolicyGate>
    );
  }
  return (
    <AuthPageFrame title={<Trans>Reset password</Trans>}>
      {content}
      {!done && (
        <Anchor component={Link} to={namedRoutes.forgotPassword()} size="sm">
          <Trans>Ask for a new link</Trans>
        </Anchor>
      )}
    </AuthPageFrame>
  );
}
