/**
 * Actors over other running actors, for the navigation guard: the session
 * (refresh the user, log out) goes through the auth actor, and the server
 * menu through the settings actor, so each has one source of truth.
 */

import type { ActorRefFrom } from 'xstate';
import { fromPromise } from 'xstate';
import { isUnreachable } from '../../lib/api-failure';
import {
  type AuthActorRef,
  type AuthUser,
  selectIsLoggedIn,
  selectRole,
  selectUser,
  selectUserUnreachable,
} from '../../machines/auth/auth.machine';
import type { settingsMachine } from '../../machines/settings/settings.machine';

/** What the navigation guard reads about the session (its `getAuth` input). */
export interface AuthView {
  loggedIn: boolean;
  role: string;
  userKnown: boolean;
}

/**
 * Adapts a running auth actor to the navigation machine: `getAuth` for its
 * input, `refreshUser` and `logout` as promise actors for its `.provide`.
 * Both go through the auth actor, so there is one source of truth for the
 * user and the token.
 *
 * @example
 *   const link = createAuthNavigationLink(auth);
 *   const nav = createActor(
 *     navigationMachine.provide({ actors: { refreshUser: link.refreshUser, logout: link.logout } }),
 *     { input: { routes, isAllowed, getAuth: link.getAuth } },
 *   ).start();
 */
export function createAuthNavigationLink(auth: AuthActorRef) {
  // A session whose user info got no answer (offline, the server down) is
  // taken as it stands: the author works on what this device holds, with
  // the role kept from the last answer, while the auth actor keeps asking.
  const getAuth = (): AuthView => {
    const s = auth.getSnapshot();
    return {
      loggedIn: selectIsLoggedIn(s),
      role: selectRole(s),
      userKnown: selectUser(s) !== null || selectUserUnreachable(s),
    };
  };

  // Listens before sending, so an answer that is already on its way (a fetch
  // started by someone else) settles this call too.
  // Output typed `unknown`, as the navigation machine declares it: actor
  // logic is invariant in its output, so `AuthUser` would not be accepted.
  const refreshUser = fromPromise<unknown, void>(
    ({ signal }) =>
      new Promise<AuthUser | null>((resolve, reject) => {
        if (!selectIsLoggedIn(auth.getSnapshot())) {
          reject(new Error('auth: not logged in'));
          return;
        }
        const subscriptions = [
          auth.on('auth.userLoaded', (event) => {
            stop();
            resolve(event.user);
          }),
          auth.on('auth.userFailed', (event) => {
            stop();
            // No answer at all (offline, or the page leaving, which aborts
            // its requests): nothing says the session is bad, so the author
            // goes on with what is known (the auth actor asks again by
            // itself) rather than being logged out. An answer with a
            // failure code is a failure.
            if (isUnreachable(event.error)) resolve(selectUser(auth.getSnapshot()));
            else reject(new Error('auth: user info failed'));
          }),
          auth.on('auth.loggedOut', () => {
            stop();
            reject(new Error('auth: logged out'));
          }),
        ];
        const stop = () => {
          for (const sub of subscriptions) sub.unsubscribe();
          signal.removeEventListener('abort', stop);
        };
        signal.addEventListener('abort', stop);
        auth.send({ type: 'auth.fetchUser' });
      }),
  );

  const logout = fromPromise<unknown, void>(
    ({ signal }) =>
      new Promise<void>((resolve) => {
        if (!selectIsLoggedIn(auth.getSnapshot())) {
          resolve();
          return;
        }
        const sub = auth.on('auth.loggedOut', () => {
          stop();
          resolve();
        });
        const stop = () => {
          sub.unsubscribe();
          signal.removeEventListener('abort', stop);
        };
        signal.addEventListener('abort', stop);
        auth.send({ type: 'auth.logout' });
      }),
  );

  return { getAuth, refreshUser, logout };
}

/**
 * The navigation machine's `loadServerMenu`: asks the settings actor to load
 * the menu and resolves when it reports the outcome, either way.
 */
export function createMenuLink(settings: ActorRefFrom<typeof settingsMachine>) {
  return fromPromise<unknown, void>(
    () =>
      new Promise<void>((resolve) => {
        const sub = settings.on('settings.notice', (notice) => {
          if (notice.topic !== 'menu' || notice.level === 'loading') return;
          sub.unsubscribe();
          resolve();
        });
        settings.send({ type: 'settings.loadMenu' });
        if (!settings.getSnapshot().matches({ serverMenu: 'loading' })) {
          sub.unsubscribe();
          resolve();
        }
      }),
  );
}
