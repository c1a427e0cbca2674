/** The settings machine's actors: the template's server menu, and the clipboard. */
import { fromPromise } from 'xstate';
import type { ServerMenuItem } from '../../machines/settings/settings.machine';
import { type Api, bySignal } from './request';

/** The named actors settingsMachine declares, over the client and the browser's clipboard. */
export function createSettingsActors(
  api: Api,
  clipboard: Pick<Clipboard, 'writeText'> = navigator.clipboard,
) {
  return {
    loadServerMenu: fromPromise<readonly ServerMenuItem[]>(async ({ signal }) => {
      const menu = await api.unwrap(api.client.POST('/api/user/menu', bySignal(signal)));
      return Array.isArray(menu) ? menu : [];
    }),
    copyToClipboard: fromPromise<void, { text: string }>(({ input }) =>
      clipboard.writeText(input.text),
    ),
  };
}
