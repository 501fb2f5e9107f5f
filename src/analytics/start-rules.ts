/**
 * Whether analytics runs, by environment (docs/product.md §1): QA runs with consent off until the
 * player accepts cookies; a local machine (no environment set) runs with consent on; every other
 * environment does not run analytics at all.
 */
export type AnalyticsStartMode = 'consentOff' | 'consentOn' | 'off';

export function analyticsStartMode(environment: string | null | undefined): AnalyticsStartMode {
  const name = environment?.trim().toLowerCase() ?? '';
  if (name === '') return 'consentOn';
  if (name === 'qa') return 'consentOff';
  return 'off';
}
