import { FluentProvider } from '@fluentui/react-components';
import { type ReactNode, useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useDarkTheme } from '../components/use-dark-theme';
import type { settingsMachine } from '../machines/settings/settings.machine';
import { inkwellDarkTheme, inkwellLightTheme } from './theme';

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
  const dark = useDarkTheme(settings);
  // Scrollbars, form controls and the page behind the app follow too.
  useEffect(() => {
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  }, [dark]);
  return (
    <FluentProvider theme={dark ? inkwellDarkTheme : inkwellLightTheme}>{children}</FluentProvider>
  );
}
