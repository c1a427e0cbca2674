import { FluentProvider } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
import type { ActorRefFrom } from 'xstate';
import { selectTheme, type settingsMachine } from '../machines/settings/settings.machine';
import { inkwellDarkTheme, inkwellLightTheme } from './theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribeToScheme(onChange: () => void): () => void {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True while the device asks for dark colours. */
function useSystemDark(): boolean {
  return useSyncExternalStore(
    subscribeToScheme,
    () => window.matchMedia(DARK_QUERY).matches,
    () => false,
  );
}

/**
 * Fluent's provider with the author's theme: light or dark as picked in the
 * settings, or the device's preference until one is picked (and while it
 * changes, for instance at dusk).
 */
export function AppThemeProvider({
  settings,
  children,
}: {
  settings: ActorRefFrom<typeof settingsMachine>;
  children: ReactNode;
}) {
  const theme = useSelector(settings, selectTheme);
  const systemDark = useSystemDark();
  const dark = theme === 'dark' || (theme === 'system' && systemDark);
  // Scrollbars, form controls and the page behind the app follow too.
  useEffect(() => {
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  }, [dark]);
  return (
    <FluentProvider theme={dark ? inkwellDarkTheme : inkwellLightTheme}>{children}</FluentProvider>
  );
}
