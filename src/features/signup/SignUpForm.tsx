import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import { Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import { TERMS_VERSION } from '#core/policies.ts';
import { basicSignUp } from '#src/api/auth/basic-sign-up.ts';
import { useAppServices } from '#src/lib/services/AppServices.tsx';
import { email, mantineValidate, required, type PasswordPolicy } from '#src/lib/validation/index.ts';
import { useSubmission } from '#src/hooks/use-submission.ts';
import { CaptchaField } from '#src/components/captcha/CaptchaField.tsx';
import { useCaptchaRetry } from '#src/components/captcha/use-captcha-retry.ts';
import { ErrorNotice } from '#src/components/ErrorNotice.tsx';
import {
  NewPasswordFields,
  newPasswordRules,
  type NewPasswordValues,
} from '#src/components/password/NewPasswordFields.tsx';
import { displayNameRules } from '#src/lib/validation/display-name-rules.ts';
import { TermsCheckboxLabel } from './TermsCheckboxLabel.tsx';

interface SignUpValues extends NewPasswordValues {
  displayName: string;
  email: string;
  acceptTerms: boolean;
  captchaToken: string;
}

export function SignUpForm({ policy, onSent }: { policy: PasswordPolicy; onSent(email: string): void }) {
  const { t, i18n } = useLingui();
  const { api } = useAppServices();
  const form = useForm<SignUpValues>({
    initialValues: {
      displayName: '',
      email: '',
      password: '',
      confirmPassword: '',
      acceptTerms: false,
      captchaToken: '',
    },
    validate: mantineValidate<SignUpValues>(
      {
        displayName: displayNameRules,
        email: [required, email],
        ...newPasswordRules(policy),
        acceptTerms: [required],
        captchaToken: [required],
      },
      i18n,
    ),
  });
  // Real captcha tokens are single use: after a failed attempt the widget starts again.
  const captcha = useCaptchaRetry(form);
  const submission = useSubmission(async (values: SignUpValues) => {
    await captcha.attempt(() =>
      basicSignUp(api, {
        displayName: values.displayName.trim(),
        email: values.email.trim(),
        password: values.password,
        acceptTerms: true,
        termsVersion: TERMS_VERSION,
        token: values.captchaToken,
      }),
    );
    onSent(values.email.trim());
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => void submission.run(values))}>
      <Stack gap="sm">
        <TextInput label={t`Display name`} autoComplete="nickname" {...form.getInputProps('displayName')} />
        <TextInput
          label={t`Email Address`}
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <NewPasswordFields
          policy={policy}
          password={form.values.password}
          passwordProps={form.getInputProps('password')}
          confirmProps={form.getInputProps('confirmPassword')}
        />
        <Checkbox
          label={<TermsCheckboxLabel />}
          {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
        />
        <CaptchaField key={captcha.round} {...captcha.props} />
        {submission.error !== null && <ErrorNotice error={submission.error} />}
        <Button type="submit" loading={submission.busy}>
          {t`Sign up`}
        </Button>
      </Stack>
    </form>
  );
}
