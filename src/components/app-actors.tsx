import { createContext, type ReactNode, useContext } from 'react';
import type { ActorRefFrom, InspectionEvent, Observer } from 'xstate';
import type { AuthActorRef } from '../machines/auth/auth.machine';
import type { messagesMachine } from '../machines/messages/messages.machine';
import type { navigationMachine } from '../machines/navigation/navigation.machine';
import type { notificationsMachine } from '../machines/notifications/notifications.machine';
import type { settingsMachine } from '../machines/settings/settings.machine';
import type { tabBarMachine } from '../machines/tab-bar/tab-bar.machine';
import type { ToastBridge } from './toast-bridge';

/** The root actors of the app, created once by the composition root. */
export interface AppActors {
  auth: AuthActorRef;
  navigation: ActorRefFrom<typeof navigationMachine>;
  settings: ActorRefFrom<typeof settingsMachine>;
  tabBar: ActorRefFrom<typeof tabBarMachine>;
  notifications: ActorRefFrom<typeof notificationsMachine>;
  /** The navbar message box's short list. */
  messageBox: ActorRefFrom<typeof messagesMachine>;
  /** The message page's list, filters and paging. */
  messagePage: ActorRefFrom<typeof messagesMachine>;
  /** Shows toasts from outside the toaster's component. */
  toast: ToastBridge;
  /**
   * The Stately inspector's observer when `?inspect` is on: screens create
   * their actors with it (src/app/screen-actors.tsx), so every machine shows.
   */
  inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void);
  /** Sample mode only (docs/behaviour.md, Sample mode): swaps the admin and user roles; returns the new one. */
  switchRoles?: () => string;
}

const AppActorsContext = createContext<AppActors | null>(null);

/** Hands the root actors to every view below it. */
export function AppActorsProvider({
  actors,
  children,
}: {
  actors: AppActors;
  children: ReactNode;
}) {
  return <AppActorsContext.Provider value={actors}>{children}</AppActorsContext.Provider>;
}

/**
 * The root actors. Features read them here instead of importing `src/app`,
 * which keeps imports flowing one way.
 * @throws Error outside an {@link AppActorsProvider}.
 */
export function useAppActors(): AppActors {
  const actors = useContext(AppActorsContext);
  if (!actors) throw new Error('useAppActors must be used inside <AppActorsProvider>');
  return actors;
}
