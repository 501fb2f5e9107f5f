import { describe, expect, it, vi } from 'vitest';
import {
  analyticsStartMode,
  createAnalytics,
  navigationEvent,
  pendingEventLimit,
  toastEvent,
  type AnalyticsOptions,
} from '#src/analytics/index.ts';

const scriptUrl = 'https://analytics.test/script.js';

function analytics(options: Partial<AnalyticsOptions>) {
  const loadScript = vi.fn(async (_url: string) => {});
  const send = vi.fn();
  const instance = createAnalytics({ environment: 'qa', scriptUrl, loadScript, send, ...options });
  return { instance, loadScript, send };
}

describe('analytics start rules (docs/product.md §1)', () => {
  it.each([
    ['qa', 'consentOff'],
    ['QA', 'consentOff'],
    ['', 'consentOn'],
    ['  ', 'consentOn'],
    [null, 'consentOn'],
    [undefined, 'consentOn'],
    ['dev', 'off'],
    ['prod', 'off'],
    ['staging', 'off'],
  ] as const)('%j → %s', (environment, mode) => {
    expect(analyticsStartMode(environment)).toBe(mode);
  });
});

describe('createAnalytics', () => {
  it('in QA starts without consent: events wait, nothing loads', () => {
    const { instance, loadScript, send } = analytics({ environment: 'qa' });
    expect(instance.started).toBe(true);
    expect(instance.consented).toBe(false);
    instance.track(navigationEvent('home'));
    expect(send).not.toHaveBeenCalled();
    expect(loadScript).not.toHaveBeenCalled();
  });

  it('on consent loads the script once and sends the waiting events', () => {
    const { instance, loadScript, send } = analytics({ environment: 'qa' });
    instance.track(navigationEvent('Football'));
    instance.track(toastEvent('success', 'Predictions Saved'));
    instance.setConsent(true);
    instance.setConsent(true);
    instance.setConsent(false);
    instance.setConsent(true);
    expect(loadScript).toHaveBeenCalledTimes(1);
    expect(loadScript).toHaveBeenCalledWith(scriptUrl);
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { name: 'navigation', category: 'navigation', label: 'Football' },
      { name: 'toast_shown', category: 'success', label: 'Predictions Saved' },
    ]);
    instance.track(navigationEvent('home'));
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('on refusal discards waiting events and sends nothing later', () => {
    const { instance, loadScript, send } = analytics({ environment: 'qa' });
    instance.track(navigationEvent('home'));
    instance.setConsent(false);
    instance.track(navigationEvent('Golf'));
    instance.setConsent(true);
    expect(send.mock.calls.map(([event]) => event.label)).toEqual([]);
    expect(loadScript).toHaveBeenCalledTimes(1);
  });

  it('keeps at most the latest waiting events', () => {
    const { instance, send } = analytics({ environment: 'qa' });
    for (let i = 0; i < pendingEventLimit + 10; i++) instance.track(navigationEvent(`e${i}`));
    instance.setConsent(true);
    expect(send).toHaveBeenCalledTimes(pendingEventLimit);
    expect(send.mock.calls[0]?.[0].label).toBe('e10');
  });

  it('locally (no environment) starts with consent and loads the script straight away', () => {
    const { instance, loadScript, send } = analytics({ environment: '' });
    expect(instance.started).toBe(true);
    expect(instance.consented).toBe(true);
    expect(loadScript).toHaveBeenCalledTimes(1);
    instance.track(navigationEvent('home'));
    expect(send).toHaveBeenCalledTimes(1);
    instance.setConsent(true);
    expect(loadScript).toHaveBeenCalledTimes(1);
  });

  it('a stored cookie choice wins over the environment default', () => {
    expect(analytics({ environment: '', consent: false }).instance.consented).toBe(false);
    const accepted = analytics({ environment: 'qa', consent: true });
    expect(accepted.instance.consented).toBe(true);
    expect(accepted.loadScript).toHaveBeenCalledTimes(1);
  });

  it.each(['dev', 'prod', 'staging'])(
    'in %s does not start: events are dropped, nothing loads',
    (environment) => {
      const { instance, loadScript, send } = analytics({ environment, consent: true });
      expect(instance.started).toBe(false);
      instance.track(navigationEvent('home'));
      instance.setConsent(true);
      expect(instance.consented).toBe(false);
      expect(send).not.toHaveBeenCalled();
      expect(loadScript).not.toHaveBeenCalled();
    },
  );

  it('without a script URL loads nothing, so nothing leaves the machine', () => {
    for (const url of [null, undefined, '', '  ']) {
      const { instance, loadScript, send } = analytics({ environment: 'qa', scriptUrl: url });
      instance.setConsent(true);
      instance.track(navigationEvent('home'));
      expect(loadScript).not.toHaveBeenCalled();
      expect(send).toHaveBeenCalledTimes(1);
    }
  });

  it('a script that fails to load is logged, not thrown, and not retried', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const loadScript = vi.fn(async () => {
        throw new Error('blocked by the browser');
      });
      const { instance } = analytics({ environment: 'qa', loadScript });
      instance.setConsent(true);
      await vi.waitFor(() => expect(consoleError).toHaveBeenCalledTimes(1));
      instance.setConsent(false);
      instance.setConsent(true);
      expect(loadScript).toHaveBeenCalledTimes(1);
    } finally {
      consoleError.mockRestore();
    }
  });
});

describe('event helpers', () => {
  it('describe toasts and navigation', () => {
    expect(toastEvent('error', 'Upload Failed')).toEqual({
      name: 'toast_shown',
      category: 'error',
      label: 'Upload Failed',
    });
    expect(navigationEvent('AussieRules')).toEqual({
      name: 'navigation',
      category: 'navigation',
      label: 'AussieRules',
    });
  });
});
