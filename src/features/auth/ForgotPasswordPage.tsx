import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { forgotPassword } from '#src/api/auth/forgot-password.ts';
import { namedRoutes } from '#src/lib/routes/paths.ts';
import { useAppServices } from '#src/lib/services/AppServices.tsx';
import { email, mantineValidate, required } from '#src/lib/validation/index.ts';
import { CaptchaField } from '#src/components/captcha/CaptchaField.tsx';
import { useCaptchaRetry } from '#src/components/captcha/use-captcha-retry.ts';
import { ErrorNotice } from '#src/components/ErrorNotice.tsx';
import { AuthPageFrame } from './AuthPageFrame.tsx';
import { useSubmission } from '#src/hooks/use-submission.ts';

interface ForgotPasswordValues {
  email: string;
  captchaToken: string;
}

/** /auth/forgot-password: asks for a reset link; says the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const { t, i18n } = useLingui();
  const { api } = useAppServices();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotPasswordValues>({
    initialValues: { email: '', captchaToken: '' },
    validate: mantineValidate<ForgotPasswordValues>(
      { email: [required, email], captchaToken: [required] },
      i18n,
    ),
  });
  const captcha = useCaptchaRetry(form);
  const submission = useSubmission(async (values: ForgotPasswordValues) => {
    const address = values.email.trim();
    await captcha.attempt(() => forgotPassword(api, { email: address, token: values.captchaToken }));
    setSentTo(address);
  });

  return (
    <AuthPageFrame title={<Trans>Forgot password</Trans>}>
      {sentTo === null ? (
        <form noValidate onSubmit={form.onSubmit((values) => void submission.run(values))}>
          <Stack gap="sm">
            <TextInput
              label={t`Email Address`}
              type="email"
              autoComplete="email"
              {...form.getInputProps('email')}
            />
            <CaptchaField key={captcha.round} {...captcha.props} />
            {submission.error !== null && <ErrorNotice error={submission.error} />}
            <Button type="submit" loading={submission.busy}>
              <Trans>Send reset link</Trans>
            </Button>
          </Stack>
        </form>
      ) : (
        <Alert color="green" role="status" title={t`Check your e-mail`}>
          <Trans>
            If an account uses {sentTo}, we have sent it a link to reset the password. The link works for 1
            hour.
          </Trans>
        </Alert>
      )}
      <Anchor component={Link} to={namedRoutes.signIn()} size="sm">
        <Trans>Back to Login</Trans>
      </Anchor>
    </AuthPageFrame>
  );
}
