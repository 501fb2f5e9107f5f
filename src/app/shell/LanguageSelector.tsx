import { useLingui } from '@lingui/react/macro';
import { activateLocale, isSupportedLocale, supportedLocales } from '#src/i18n/i18n.ts';
import { useAppServices } from '#src/lib/services/AppServices.tsx';
import classes from './LanguageSelector.module.css';

const options = Object.entries(supportedLocales);

/**
 * Switches the interface language and remembers it for the next visit. A plain select: Mantine's
 * input machinery would cost the first page more than its size budget allows.
 */
export function LanguageSelector() {
  const { t, i18n } = useLingui();
  const { storage } = useAppServices();
  const change = (locale: string) => {
    if (!isSupportedLocale(locale)) return;
    storage.set('currentLocale', locale);
    activateLocale(locale);
  };
  return (
    <select
      className={classes.select}
      aria-label={t`Language`}
      value={i18n.locale}
      onChange={(event) => change(event.currentTarget.value)}
    >
      {options.map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </select>
  );
}
