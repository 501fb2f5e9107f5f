/**
 * The SPA's rule for the environment its settings name (src/config/settings.ts), which the server follows
 * too when it writes the page those settings will draw (server/http/prerendered.ts: the test environment
 * banner and which settings file to watch).
 */

/** The environment file and page title use 'dev' when the settings name none. */
const defaultEnvironmentName = 'dev';

const productionEnvironments = new Set(['prod', 'production']);

export function environmentName(environment: string): string {
  return environment.trim() || defaultEnvironmentName;
}

/** The settings file read over settings.json: the named environment's, settings.dev.json when none is named. */
export function environmentFileName(environment: string): string {
  return `settings.${environmentName(environment)}.json`;
}

/**
 * Whether testers are warned that servers cold-start: not in production, and not on a local machine (no
 * environment named), where servers are already running.
 */
export function isTestEnvironment(environment: string): boolean {
  const name = environment.trim();
  return name !== '' && !productionEnvironments.has(name.toLowerCase());
}
