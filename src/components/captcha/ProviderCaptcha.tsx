import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { loadCaptchaScript, type RealCaptchaProvider } from './provider-scripts.ts';

interface ProviderCaptchaProps {
  provider: RealCaptchaProvider;
  siteKey: string;
  /** A solved challenge's token, or '' when it expired or failed. */
  onToken(token: string): void;
}

/** A third-party captcha widget: loads the provider's script, renders its challenge, reports tokens. */
export function ProviderCaptcha({ provider, siteKey, onToken }: ProviderCaptchaProps) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const report = useEffectEvent((token: string) => onToken(token));

  useEffect(() => {
    let cancelled = false;
    let remove: (() => void) | undefined;
    loadCaptchaScript(provider).then(
      (api) => {
        if (cancelled || !container.current) return;
        // The three providers share these option names.
        const widgetId = api.render(container.current, {
          sitekey: siteKey,
          callback: (token: string) => report(token),
          'expired-callback': () => report(''),
          'error-callback': () => report(''),
        });
        remove = () => (api.remove ? api.remove(widgetId) : api.reset(widgetId));
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      remove?.();
    };
  }, [provider, siteKey]);

  if (failed) {
    return (
      <Text c="error" size="sm" role="alert">
        <Trans>The captcha could not be loaded. Check your connection and reload the page.</Trans>
      </Text>
    );
  }
  return <div ref={container} data-testid="captcha-widget" />;
}
