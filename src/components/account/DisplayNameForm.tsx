import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { putDisplayName } from '#src/api/account/display-name.ts';
import { useAppServices } from '#src/lib/services/AppServices.tsx';
import { useAuth } from '#src/lib/session/use-auth.ts';
import { toast } from '#src/lib/toast.ts';
import { mantineValidate } from '#src/lib/validation/index.ts';
import { useSubmission } from '#src/hooks/use-submission.ts';
import { ErrorNotice } from '#src/components/ErrorNotice.tsx';
import { displayNameRules } from '#src/lib/validation/display-name-rules.ts';

interface DisplayNameValues {
  displayName: string;
}

/**
 * PUT DisplayName, then the session is refreshed so the new name shows everywhere. In account settings, and
 * as the last step of a guest's conversion (a guest has no name: the new player would show as 'Login').
 */
export function DisplayNameForm({ current, onSaved }: { current: string; onSaved(): void }) {
  const { t, i18n } = useLingui();
  const { api } = useAppServices();
  const auth = useAuth();
  const form = useForm<DisplayNameValues>({
    initialValues: { displayName: current },
    validate: mantineValidate<DisplayNameValues>({ displayName: displayNameRules }, i18n),
  });
  const submission = useSubmission(async ({ displayName }: DisplayNameValues) => {
    await putDisplayName(api, { displayName: displayName.trim() });
    auth.send({ type: 'DISPLAY_NAME_CHANGED' });
    toast.success(t`Display name saved`, undefined, { timeout: true });
    onSaved();
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => void submission.run(values))}>
      <Group align="flex-start" gap="sm">
        <TextInput
          label={t`Display name`}
          description={t`The name other players see on leaderboards and in leagues.`}
          autoComplete="nickname"
          style={{ flex: '1 1 240px' }}
          {...form.getInputProps('displayName')}
        />
        <Button type="submit" loading={submission.busy} mt={44}>
          <Trans>Save</Trans>
        </Button>
      </Group>
      {submission.error !== null && <ErrorNotice error={submission.error} />}
    </form>
  );
}
