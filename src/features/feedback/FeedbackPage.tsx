import './catalog.ts';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import { useEffect, useState } from 'react';
import { Alert, Button, NativeSelect, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_MESSAGE_MIN,
  FEEDBACK_SUBJECT_MAX,
  feedbackCategories,
  type FeedbackCategory,
} from '#core/contract/feedback.ts';
import { getMyInfo } from '#src/api/account/my-info.ts';
import { sendFeedback } from '#src/api/feedback/send-feedback.ts';
import { useSubmission } from '#src/hooks/use-submission.ts';
import { useAuth } from '#src/lib/session/use-auth.ts';
import { useAppServices } from '#src/lib/services/AppServices.tsx';
import { email, mantineValidate, maxCharacters, minCharacters, required } from '#src/lib/validation/index.ts';
import { CaptchaField } from '#src/components/captcha/CaptchaField.tsx';
import { useCaptchaRetry } from '#src/components/captcha/use-captcha-retry.ts';
import { ErrorNotice } from '#src/components/ErrorNotice.tsx';

interface FeedbackValues {
  category: FeedbackCategory;
  subject: string;
  message: string;
  email: string;
  captchaToken: string;
}

function useCategoryLabels(): Record<FeedbackCategory, string> {
  const { t } = useLingui();
  return {
    general: t`A general question`,
    bug: t`A problem with the game`,
    account: t`My account`,
    payments: t`Premium, payments or bundles`,
    suggestion: t`A suggestion`,
  };
}

/**
 * /feedback: the Contact Us form. A signed-in player's address is filled in from their account (they may
 * change it); a visitor must give one. The captcha is the sign-up's.
 */
export function FeedbackPage() {
  const { t, i18n } = useLingui();
  const { api } = useAppServices();
  const { user } = useAuth();
  const labels = useCategoryLabels();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<FeedbackValues>({
    initialValues: { category: 'general', subject: '', message: '', email: '', captchaToken: '' },
    validate: mantineValidate<FeedbackValues>(
      {
        subject: [required, maxCharacters(FEEDBACK_SUBJECT_MAX)],
        message: [required, minCharacters(FEEDBACK_MESSAGE_MIN), maxCharacters(FEEDBACK_MESSAGE_MAX)],
        email: [required, email],
        captchaToken: [required],
      },
      i18n,
    ),
  });

  // Prefills the signed-in player's address once it is known, unless they typed one already.
  const userId = user?.userId ?? null;
  useEffect(() => {
    if (userId === null) return;
    let current = true;
    getMyInfo(api).then(
      (info) => {
        if (current && info.email && form.getValues().email === '') form.setFieldValue('email', info.email);
      },
      () => undefined, // The player can still type an address.
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per signed-in user; `form` is stable
  }, [api, userId]);

  const captcha = useCaptchaRetry(form);
  const submission = useSubmission(async (values: FeedbackValues) => {
    const address = values.email.trim();
    await captcha.attempt(() =>
      sendFeedback(api, {
        category: values.category,
        subject: values.subject.trim(),
        message: values.message.trim(),
        email: address,
        token: values.captchaToken,
      }),
    );
    setSentTo(address);
  });

  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>
        <Trans>Contact Us</Trans>
      </Title>
      {sentTo === null ? (
        <>
          <Text>
            <Trans>
              Questions, problems or ideas: write to us here. We answer by e-mail, at the address you give,
              usually within two working days.
            </Trans>
          </Text>
          <form noValidate onSubmit={form.onSubmit((values) => void submission.run(values))}>
            <Stack gap="sm">
              <NativeSelect
                label={t`What is it about?`}
                data={feedbackCategories.map((value) => ({ value, label: labels[value] }))}
                {...form.getInputProps('category')}
              />
              <TextInput
                label={t`Email Address`}
                type="email"
                autoComplete="email"
                {...form.getInputProps('email')}
              />
              <TextInput label={t`Subject`} {...form.getInputProps('subject')} />
              <Textarea label={t`Message`} rows={7} {...form.getInputProps('message')} />
              <CaptchaField key={captcha.round} {...captcha.props} />
              {submission.error !== null && <ErrorNotice error={submission.error} />}
              <Button type="submit" loading={submission.busy} style={{ alignSelf: 'flex-start' }}>
                <Trans>Send message</Trans>
              </Button>
            </Stack>
          </form>
        </>
      ) : (
        <Alert color="green" role="status" title={t`Message sent`}>
          <Trans>
            Thank you for your message. We have sent a confirmation to {sentTo} and will answer there.
          </Trans>
        </Alert>
      )}
    </Stack>
  );
}
