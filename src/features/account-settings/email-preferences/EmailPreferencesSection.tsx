import '#src/features/account-settings/catalog.ts';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/InlineInput.css';
import { useState } from 'react';
import { Button, Divider, Loader, NativeSelect, Stack, Switch, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EmailPreferencesDto } from '#core/contract/account.ts';
import type { EmailTypeDto } from '#core/contract/static-lookups.ts';
import { getEmailPreferences } from '#src/api/account/email-preferences.ts';
import { putReminderLeadTime } from '#src/api/account/reminder-lead-time.ts';
import { putUnsubscribeAll } from '#src/api/account/unsubscribe-all.ts';
import { updateEmailPreferences } from '#src/api/account/update-email-preferences.ts';
import { getEmails } from '#src/api/static-lookups/get-emails.ts';
import type { RequestLayer } from '#src/api/request-layer.ts';
import { useApiData } from '#src/hooks/use-api-data.ts';
import { useAppServices } from '#src/lib/services/AppServices.tsx';
import { toast } from '#src/lib/toast.ts';
import { useSubmission } from '#src/hooks/use-submission.ts';
import { ErrorNotice } from '#src/components/ErrorNotice.tsx';
import { AccountSection } from '#src/features/account-settings/AccountSection.tsx';

/** The lead times offered for the weekly reminder, in hours (the API takes any from 1 to 168). */
const leadTimes = [6, 12, 24, 48, 72];

interface Loaded {
  types: EmailTypeDto[];
  preferences: EmailPreferencesDto;
}

async function loadPreferences(api: RequestLayer): Promise<Loaded> {
  const [types, preferences] = await Promise.all([getEmails(api), getEmailPreferences(api)]);
  return { types, preferences };
}

function PreferencesForm({ types, preferences, onSaved }: Loaded & { onSaved(): void }) {
  const { t } = useLingui();
  const { api } = useAppServices();
  const [unsubscribeAll, setUnsubscribeAll] = useState(preferences.unsubscribeAll);
  const [optedOut, setOptedOut] = useState(() => new Set(preferences.unsubscribed));
  const [leadHours, setLeadHours] = useState(preferences.reminderLeadHours);
  const submission = useSubmission(async () => {
    // Only the switch that changed is sent: each PUT replaces what it covers.
    if (unsubscribeAll !== preferences.unsubscribeAll) await putUnsubscribeAll(api, { unsubscribeAll });
    const known = new Set(types.map((type) => type.id));
    const sorted = (ids: Iterable<number>) => [...ids].filter((id) => known.has(id)).sort((a, b) => a - b);
    const unsubscribe = sorted(optedOut);
    if (unsubscribe.join() !== sorted(preferences.unsubscribed).join()) {
      await updateEmailPreferences(api, { unsubscribe });
    }
    if (leadHours !== preferences.reminderLeadHours) await putReminderLeadTime(api, { hours: leadHours });
    toast.success(t`Email preferences saved`, undefined, { timeout: true });
    onSaved();
  });
  const toggle = (id: number, wanted: boolean) =>
    setOptedOut((current) => {
      const next = new Set(current);
      if (wanted) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submission.run();
      }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          <Trans>Choose the e-mails you want from Longshot.</Trans>
        </Text>
        {types.map((type) => (
          <Switch
            key={type.id}
            label={type.name}
            description={type.description}
            checked={!unsubscribeAll && !optedOut.has(type.id)}
            disabled={unsubscribeAll}
            onChange={(event) => toggle(type.id, event.currentTarget.checked)}
          />
        ))}
        <NativeSelect
          label={t`Weekly reminder time`}
          description={t`How long before the week's first match the reminder is sent.`}
          value={String(leadHours)}
          disabled={unsubscribeAll}
          data={[...new Set([...leadTimes, preferences.reminderLeadHours])]
            .sort((a, b) => a - b)
            .map((hours) => ({ value: String(hours), label: t`${hours} hours before` }))}
          onChange={(event) => setLeadHours(Number(event.currentTarget.value))}
        />
        <Divider />
        <Switch
          label={t`Unsubscribe from all e-mails`}
          description={t`No e-mails at all from Longshot, whatever the choices above.`}
          checked={unsubscribeAll}
          onChange={(event) => setUnsubscribeAll(event.currentTarget.checked)}
        />
        {submission.error !== null && <ErrorNotice error={submission.error} />}
        <Button type="submit" loading={submission.busy} w="fit-content">
          <Trans>Save</Trans>
        </Button>
      </Stack>
    </form>
  );
}

function EmailPreferences() {
  const { t } = useLingui();
  const [loaded, reload] = useApiData('email-preferences', loadPreferences);
  if (loaded.status === 'loading') return <Loader aria-label={t`Loading`} />;
  if (loaded.status === 'error') return <ErrorNotice error={loaded.error} retry={reload} />;
  return <PreferencesForm {...loaded.data} onSaved={reload} />;
}

/** /account-settings/email-preferences: a switch per kind of e-mail, and one for all of them. */
export function EmailPreferencesSection() {
  return (
    <AccountSection title={<Trans>Email Preferences</Trans>}>
      <EmailPreferences />
    </AccountSection>
  );
}
