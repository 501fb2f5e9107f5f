import '@mantine/core/styles/PasswordInput.css';
import { Link } from 'react-router-dom';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { namedRoutes } from '#src/lib/routes/paths.ts';
import { email, mantineValidate, required } from '#src/lib/validation/index.ts';

interface PasswordValues {
  email: string;
  password: string;
}

/** Step 1 of signing in: e-mail address and password. */
export function PasswordStep({ busy, onSubmit }: { busy: boolean; onSubmit(values: PasswordValues): void }) {
  const { t, i18n } = useLingui();
  const form = useForm<PasswordValues>({
    initialValues: { email: '', password: '' },
    validate: mantineValidate<PasswordValues>({ email: [required, email], password: [required] }, i18n),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => onSubmit({ ...values, email: values.email.trim() }))}
    >
      <Stack gap="sm">
        <TextInput
          label={t`Email Address`}
          type="email"
          autoComplete="username"
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t`Password`}
          autoComplete="current-password"
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={busy}>
          <Trans>Login</Trans>
        </Button>
        <Group justify="space-between" gap="xs">
          <Anchor component={Link} to={namedRoutes.forgotPassword()} size="sm">
            <Trans>Forgot your password?</Trans>
          </Anchor>
          <Anchor component={Link} to={namedRoutes.signUp()} size="sm">
            <Trans>No account yet? Sign up</Trans>
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
