import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import {
  catalogueVersion,
  loadCatalogue,
  loadedParts,
  subscribeCatalogues,
} from '../i18n/catalogues';
import { type AppIntl, createAppIntl } from '../i18n/intl';
import { type Locale, readStoredLocale, storeLocale } from '../i18n/locales';

interface IntlContextValue {
  intl: AppIntl;
  locale: Locale;
  setLocale(locale: Locale): void;
}

const IntlContext = createContext<IntlContextValue | null>(null);

/**
 * The current locale and its intl object. The stored locale's catalogue must
 * be loaded before this renders (main.tsx waits for it). Switching fetches the
 * new catalogue, then stores the choice under 'arco-locale', sets
 * `<html lang>` and re-renders every text; until then the page stays in the
 * old language rather than flashing ids.
 */
export function IntlProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(readStoredLocale);
  // The screens' texts arrive after the login page's: each part that comes
  // makes a new intl object with it.
  const texts = useSyncExternalStore(subscribeCatalogues, catalogueVersion, catalogueVersion);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `texts` is the catalogues' version, read by createAppIntl
  const intl = useMemo(() => createAppIntl(locale), [locale, texts]);
  // Screen readers, fonts and line breaking follow <html lang>.
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const setLocale = useCallback(
    (next: Locale) => {
      storeLocale(next);
      // The parts this page has in the old language, so no text falls back.
      const parts = loadedParts(locale);
      Promise.all(parts.map((part) => loadCatalogue(next, part))).then(
        () => setLocaleState(next),
        // Stored already, so a reload gets the new language once the network is back.
        (error: unknown) => console.error(`[i18n] could not load the ${next} texts`, error),
      );
    },
    [locale],
  );
  const value = useMemo(() => ({ intl, locale, setLocale }), [intl, locale, setLocale]);
  return <IntlContext.Provider value={value}>{children}</IntlContext.Provider>;
}

function useIntlContext(): IntlContextValue {
  const value = useContext(IntlContext);
  if (!value) throw new Error('intl hooks must be used inside <IntlProvider>');
  return value;
}

/** The intl object of the current locale. */
export function useIntl(): AppIntl {
  return useIntlContext().intl;
}

/** The current locale and the function that switches it. */
export function useLocale(): { locale: Locale; setLocale(locale: Locale): void } {
  const { locale, setLocale } = useIntlContext();
  return { locale, setLocale };
}

/** Message values accepted by {@link useT}'s function. */
export type MessageValues = Record<string, string | number>;

/** A function from message id (and values) to text in the current locale. */
export function useT(): (id: string, values?: MessageValues) => string {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}
