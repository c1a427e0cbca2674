import { useSelector } from '@xstate/react';
import { useSyncExternalStore } from 'react';
import type { ActorRefFrom } from 'xstate';
import { selectTheme, type settingsMachine } from '../machines/settings/settings.machine';

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
 * True when the app is dark: picked in the settings, or the device's
 * preference until one is picked (and while it changes, for instance at dusk).
 */
export function useDarkTheme(settings: ActorRefFrom<typeof settingsMachine>): boolean {
  const theme = useSelector(settings, selectTheme);
  const systemDark = useSystemDark();
  return theme === 'dark' || (theme === 'system' && systemDark);
}
