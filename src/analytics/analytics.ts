import { appendScript, pushToDataLayer } from './dom.ts';
import type { AnalyticsEvent } from './events.ts';
import { analyticsStartMode } from './start-rules.ts';

export interface AnalyticsOptions {
  environment: string | null | undefined;
  /** The third-party script; null or '' means none is ever loaded. */
  scriptUrl: string | null | undefined;
  /** Default: append a `<script async>` to the page. */
  loadScript?(url: string): Promise<void>;
  /** Where consented events go. Default: the page's data layer. */
  send?(event: AnalyticsEvent): void;
  /** The player's stored cookie choice; null while undecided (the environment's default applies). */
  consent?: boolean | null;
}

export interface Analytics {
  readonly started: boolean;
  readonly consented: boolean;
  track(event: AnalyticsEvent): void;
  setConsent(consent: boolean): void;
}

/** Events kept while a started analytics waits for a decision; the oldest go first past this. */
export const pendingEventLimit = 50;

/**
 * Not started: every event is dropped. Started while the player has not decided: events wait (a
 * bounded queue), are sent if they accept cookies and discarded if they refuse; after a refusal
 * events are dropped. Consent loads the third-party script, once.
 */
export function createAnalytics(options: AnalyticsOptions): Analytics {
  const { loadScript = appendScript, send = pushToDataLayer } = options;
  const mode = analyticsStartMode(options.environment);
  const started = mode !== 'off';
  // true: send; null: undecided, events wait; false: refused (or not started), events are dropped.
  let consent: boolean | null = started ? (options.consent ?? (mode === 'consentOn' ? true : null)) : false;
  let scriptRequested = false;
  let pending: AnalyticsEvent[] = [];

  function loadScriptOnce(): void {
    const url = options.scriptUrl?.trim();
    if (!url || scriptRequested) return;
    scriptRequested = true;
    loadScript(url).catch((error: unknown) => {
      // Analytics is optional: a blocked or missing script must never disturb the game.
      console.error('Analytics script failed to load:', error);
    });
  }

  function flush(): void {
    const events = pending;
    pending = [];
    events.forEach((event) => send(event));
  }

  if (consent === true) loadScriptOnce();

  return {
    get started() {
      return started;
    },
    get consented() {
      return consent === true;
    },
    track(event) {
      if (consent === true) send(event);
      else if (consent === null) {
        pending.push(event);
        if (pending.length > pendingEventLimit) pending.shift();
      }
    },
    setConsent(given) {
      if (!started) return;
      consent = given;
      if (given) {
        loadScriptOnce();
        flush();
      } else {
        pending = [];
      }
    },
  };
}
