import { useState, type ReactNode } from 'react';
import type { CaptchaFieldProps } from './CaptchaField.tsx';

/** A form that holds its captcha's token as `captchaToken` (Mantine's useForm). */
interface CaptchaForm {
  values: { captchaToken: string };
  errors: Record<string, ReactNode>;
  setFieldValue(path: 'captchaToken', value: string): void;
}

/**
 * A form's captcha across attempts: real tokens are single use, so after a failed call the form's token is
 * cleared and the field starts again (a new `round`, its `key`). `attempt` runs the call and rethrows its failure;
 * `props` binds the field to the form (`<CaptchaField key={captcha.round} {...captcha.props} />`).
 */
export function useCaptchaRetry(form: CaptchaForm): {
  round: number;
  props: CaptchaFieldProps;
  attempt(send: () => Promise<unknown>): Promise<void>;
} {
  const [round, setRound] = useState(0);
  return {
    round,
    props: {
      value: form.values.captchaToken,
      onChange: (token) => form.setFieldValue('captchaToken', token),
      error: form.errors.captchaToken,
    },
    async attempt(send) {
      try {
        await send();
      } catch (error) {
        form.setFieldValue('captchaToken', '');
        setRound((current) => current + 1);
        throw error;
      }
    },
  };
}
