import { Button } from '@fluentui/react-components';
import { LocalLanguage20Regular } from '@fluentui/react-icons';
import { LOCALES, type Locale } from '../i18n/locales';
import { useLocale, useT } from './intl';

/** Props of {@link LocaleSwitch}. */
export interface LocaleSwitchProps {
  /** Show the other language's name next to the icon (the login page); icon only otherwise. */
  showName?: boolean;
}

/** The locale after `locale` in {@link LOCALES}: with two shipped, the other one. */
function nextLocale(locale: Locale): Locale {
  return LOCALES[(LOCALES.indexOf(locale) + 1) % LOCALES.length] ?? locale;
}

/**
 * The language switch: one button to the other language, named in that
 * language ("English" on a Chinese page), remembered under 'arco-locale'.
 * With two languages a button is one click where a menu is two, and it
 * spares the login page Fluent's menu and positioning code (about 20 kB of
 * gzip). A third language would make this a menu again.
 */
export function LocaleSwitch({ showName = false }: LocaleSwitchProps) {
  const t = useT();
  const { locale, setLocale } = useLocale();
  const target = nextLocale(locale);
  const targetName = t(`locale.${target}`);
  const label = t('locale.switchTo', { language: targetName });
  return (
    <Button
      appearance="subtle"
      icon={<LocalLanguage20Regular />}
      aria-label={showName ? undefined : label}
      title={label}
      onClick={() => setLocale(target)}
    >
      {showName ? <span lang={target}>{targetName}</span> : null}
    </Button>
  );
}
