import { FluentProvider, useFocusFinders } from '@fluentui/react-components';
import { type ReactNode, useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useDarkTheme } from '../components/use-dark-theme';
import type { settingsMachine } from '../machines/settings/settings.machine';
import { inkwellDarkTheme, inkwellLightTheme } from './theme';

/**
 * Holds Fluent's focus manager (tabster) for the app's whole life. Tabster
 * lives while any component uses it, and a route change can unmount or
 * suspend every user at once (the phone's menu drawer closing as its link
 * opens a lazy screen). Disposed then, it drops the pending undo of the
 * aria-hidden a modal put on the rest of the page (tabster issue 530), and
 * the whole app stays hidden from screen readers. One user that never goes
 * keeps it alive, so every modal's aria-hidden is taken back.
 */
function KeepFocusManager() {
  useFocusFinders();
  return null;
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
  const dark = useDarkTheme(settings);
  // Scrollbars, form controls and the page behind the app follow too.
  useEffect(() => {
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  }, [dark]);
  return (
    <FluentProvider theme={dark ? inkwellDarkTheme : inkwellLightTheme}>
      <KeepFocusManager />
      {children}
    </FluentProvider>
  );
}
