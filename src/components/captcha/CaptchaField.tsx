import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import type { ReactNode } from 'react';
import { Checkbox, Input, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useAppServices } from '#src/lib/services/AppServices.tsx';
import { devCaptchaToken } from './dev-captcha.ts';
import { ProviderCaptcha } from './ProviderCaptcha.tsx';

export interface CaptchaFieldProps {
  /** The current token; '' until the challenge is solved. */
  value: string;
  onChange(token: string): void;
  error?: ReactNode;
}

/**
 * The captcha of the settings' provider. Forms hold its token as `captchaToken` and send it to the
 * server; a form that failed remounts this field (a new `key`) since real tokens are single use.
 */
export function CaptchaField({ value, onChange, error }: CaptchaFieldProps) {
  const { settings } = useAppServices();
  const { t } = useLingui();
  const { provider, siteKey } = settings.captcha;

  if (provider === 'dev') {
    return (
      <Checkbox
        label={t`I am not a robot (development captcha)`}
        checked={value === devCaptchaToken}
        onChange={(event) => onChange(event.currentTarget.checked ? devCaptchaToken : '')}
        error={error}
      />
    );
  }
  return (
    <Stack gap={4}>
      {siteKey && <ProviderCaptcha provider={provider} siteKey={siteKey} onToken={onChange} />}
      {error && <Input.Error>{error}</Input.Error>}
    </Stack>
  );
}
