import { assign, emit, type SnapshotFrom, setup } from 'xstate';
import { declaredActor } from '../common/declared-actor';

/**
 * Colour scheme of the whole app: 'system' follows the device's
 * prefers-color-scheme until the author picks light or dark.
 */
export type Theme = 'light' | 'dark' | 'system';

/** Layout class: below 992 px the app reports 'mobile' and the menu becomes a drawer. */
export type Device = 'desktop' | 'mobile';

/** One entry of the server menu tree (the template's `MenuItem`). */
export interface ServerMenuItem {
  readonly path: string;
  readonly name: string;
  readonly meta: {
    readonly locale: string;
    readonly requiresAuth: boolean;
    readonly icon?: string;
    readonly order?: number;
    readonly roles?: readonly string[];
  };
  readonly children?: readonly ServerMenuItem[];
}

/** Every app setting (docs/behaviour.md, The shell). */
export interface AppSettings {
  readonly theme: Theme;
  /** Colour-weak mode: an 80% inversion of the page. */
  readonly colorWeak: boolean;
  /** The 'do not distribute' watermark over the back-office's pages. */
  readonly watermark: boolean;
  readonly navbar: boolean;
  readonly menu: boolean;
  readonly topMenu: boolean;
  readonly hideMenu: boolean;
  readonly menuCollapse: boolean;
  readonly footer: boolean;
  readonly themeColor: string;
  readonly menuWidth: number;
  /** Whether the settings drawer is open. */
  readonly globalSettings: boolean;
  readonly device: Device;
  readonly tabBar: boolean;
  readonly menuFromServer: boolean;
  /** The menu tree last loaded from the server; empty until loaded. */
  readonly serverMenu: readonly ServerMenuItem[];
}

/**
 * The settings a user chooses, which are persisted and copied. The drawer's
 * visibility and the server menu are left out: one is transient, the other
 * belongs to the signed-in author and is fetched again.
 */
export type UserSettings = Omit<AppSettings, 'serverMenu' | 'globalSettings'>;

/** What `settings.update` may change; the server menu only comes from its loader. */
export type SettingsPatch = Partial<Omit<AppSettings, 'serverMenu'>>;

/** The seed's defaults (docs/behaviour.md, The shell). */
export const DEFAULT_SETTINGS: AppSettings = {
  // The seed's default was 'light'; dark exists now, so the device decides until the author does.
  theme: 'system',
  colorWeak: false,
  watermark: true,
  navbar: true,
  menu: true,
  topMenu: false,
  hideMenu: false,
  menuCollapse: false,
  footer: true,
  themeColor: '#165DFF',
  menuWidth: 192,
  globalSettings: false,
  device: 'desktop',
  tabBar: false,
  menuFromServer: false,
  serverMenu: [],
};

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

/** The side menu's width: narrower hides its labels, wider crowds the page. */
export const MENU_WIDTH_PX = { min: 160, max: 400 } as const;

/** A whole number of pixels within {@link MENU_WIDTH_PX}: what the machine and the field accept. */
export function isMenuWidth(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= MENU_WIDTH_PX.min &&
    value <= MENU_WIDTH_PX.max
  );
}

// One check per patchable key; the mapped type makes a new setting without a
// check a compile error.
const validators: { [K in keyof SettingsPatch]-?: (value: unknown) => boolean } = {
  theme: (value) => value === 'light' || value === 'dark' || value === 'system',
  colorWeak: isBoolean,
  watermark: isBoolean,
  navbar: isBoolean,
  menu: isBoolean,
  topMenu: isBoolean,
  hideMenu: isBoolean,
  menuCollapse: isBoolean,
  footer: isBoolean,
  themeColor: (value) => typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value),
  menuWidth: isMenuWidth,
  globalSettings: isBoolean,
  device: (value) => value === 'desktop' || value === 'mobile',
  tabBar: isBoolean,
  menuFromServer: isBoolean,
};

const PATCHABLE_KEYS = Object.keys(validators) as (keyof SettingsPatch)[];

/**
 * The valid, known fields of `raw` (for instance the parsed 'app-settings'
 * value, which an older version or a hand edit may have left malformed).
 * Unknown keys and values of the wrong type are dropped.
 */
function sanitizeSettings(raw: unknown): SettingsPatch {
  if (typeof raw !== 'object' || raw === null) return {};
  const source = raw as Record<string, unknown>;
  const patch: Record<string, unknown> = {};
  for (const key of PATCHABLE_KEYS) {
    if (key in source && validators[key](source[key])) patch[key] = source[key];
  }
  return patch as SettingsPatch;
}

/** The user-facing settings of `settings`, in the defaults' key order. */
function pickUserSettings(settings: AppSettings): UserSettings {
  const { serverMenu: _serverMenu, globalSettings: _globalSettings, ...user } = settings;
  return user;
}

/** The text `settings.copy` puts on the clipboard: user settings, 2-space JSON. */
function settingsToJson(settings: AppSettings): string {
  return JSON.stringify(pickUserSettings(settings), null, 2);
}

/** Settings after a patch, with the seed's rule that a topMenu change un-collapses the menu. */
function applySettingsPatch(settings: AppSettings, patch: SettingsPatch): AppSettings {
  const valid = sanitizeSettings(patch);
  const next = { ...settings, ...valid };
  // A collapsed side menu would otherwise reappear collapsed when the top
  // menu is turned off again, or stay collapsed behind the top menu.
  if (valid.topMenu !== undefined && valid.topMenu !== settings.topMenu) {
    return { ...next, menuCollapse: false };
  }
  return next;
}

/** Input of the machine: initial settings merged over the defaults. */
export interface SettingsInput {
  /** Usually the parsed 'app-settings' value; sanitized with `sanitizeSettings`. */
  readonly settings?: unknown;
}

/** Events the settings machine accepts. */
export type SettingsEvent =
  /** Change settings; each change is applied, then persisted. */
  | { type: 'settings.update'; patch: SettingsPatch }
  /** Open the drawer (from the fixed button shown when the navbar is hidden). */
  | { type: 'settings.openDrawer' }
  /** Close the drawer (cancel). */
  | { type: 'settings.closeDrawer' }
  /** Copy the user settings as JSON to the clipboard. */
  | { type: 'settings.copy' }
  /** Forget the server menu (logout). */
  | { type: 'settings.clearServerMenu' }
  /** Load the server menu if menuFromServer is on (the permission guard, when not loaded). */
  | { type: 'settings.loadMenu' }
  /** The viewport crossed the 992 px breakpoint. */
  | { type: 'settings.setDevice'; device: Device };

/** What a notice is about, so the toaster can replace a loading notice with its outcome. */
export type SettingsNoticeTopic = 'menu' | 'copy';

/** A toast to show: `id` is a message id, never text. */
export interface SettingsNoticeEvent {
  type: 'settings.notice';
  level: 'loading' | 'success' | 'error';
  id: string;
  topic: SettingsNoticeTopic;
}

type NoticeParams = Omit<SettingsNoticeEvent, 'type'>;

export interface SettingsContext {
  readonly settings: AppSettings;
  /** True once the server menu has been loaded for this session. */
  readonly menuLoaded: boolean;
}

const patchOf = (event: SettingsEvent): SettingsPatch =>
  event.type === 'settings.update' ? sanitizeSettings(event.patch) : {};

/**
 * App settings (docs/behaviour.md, The shell). Parallel regions keep each rule
 * of a change independent: `preferences` applies and persists it,
 * `colorWeak` mirrors the filter on the page, `serverMenu` loads the menu
 * when menuFromServer is turned on, `clipboard` runs the copy button. All
 * regions judge an update against the settings before it, so "turned on"
 * means off before and on after.
 *
 * The composition root provides the actions `persistSettings` (write
 * localStorage 'app-settings'), `applyColorWeak` / `removeColorWeak` (the
 * body filter) and the actors `loadServerMenu` and `copyToClipboard`; the
 * app shows the emitted `settings.notice` events as toasts.
 */
export const settingsMachine = setup({
  types: {
    context: {} as SettingsContext,
    events: {} as SettingsEvent,
    input: {} as SettingsInput,
    emitted: {} as SettingsNoticeEvent,
  },
  actors: {
    // Placeholders fail loudly so a missing `.provide` shows as an error notice.
    loadServerMenu: declaredActor<readonly ServerMenuItem[]>('settings', 'loadServerMenu'),
    copyToClipboard: declaredActor<void, { text: string }>('settings', 'copyToClipboard'),
  },
  guards: {
    colorWeakEnabled: ({ context }) => context.settings.colorWeak,
    turnsColorWeakOn: ({ context, event }) =>
      patchOf(event).colorWeak === true && !context.settings.colorWeak,
    turnsColorWeakOff: ({ context, event }) =>
      patchOf(event).colorWeak === false && context.settings.colorWeak,
    turnsMenuFromServerOn: ({ context, event }) =>
      patchOf(event).menuFromServer === true && !context.settings.menuFromServer,
    menuFromServerEnabled: ({ context }) => context.settings.menuFromServer,
    deviceChanged: ({ context, event }) =>
      event.type === 'settings.setDevice' &&
      validators.device(event.device) &&
      event.device !== context.settings.device,
  },
  actions: {
    /** Provided by the app: write the user settings to storage. */
    persistSettings: (_, _params: { settings: UserSettings }) => {},
    /** Provided by the app: `document.body.style.filter = 'invert(80%)'`. */
    applyColorWeak: () => {},
    /** Provided by the app: remove the body filter. */
    removeColorWeak: () => {},
    notify: emit((_, params: NoticeParams) => ({ type: 'settings.notice' as const, ...params })),
    applyPatch: assign({
      settings: ({ context, event }) => applySettingsPatch(context.settings, patchOf(event)),
    }),
    applyDevice: assign({
      settings: ({ context, event }) => {
        if (event.type !== 'settings.setDevice') return context.settings;
        // As in the seed: on mobile the side menu is hidden and opens as a drawer.
        return { ...context.settings, device: event.device, hideMenu: event.device === 'mobile' };
      },
    }),
    openDrawer: assign({
      settings: ({ context }) => ({ ...context.settings, globalSettings: true }),
    }),
    closeDrawer: assign({
      settings: ({ context }) => ({ ...context.settings, globalSettings: false }),
    }),
    storeServerMenu: assign(({ context }, params: { menu: readonly ServerMenuItem[] }) => ({
      settings: { ...context.settings, serverMenu: params.menu },
      menuLoaded: true,
    })),
    clearServerMenu: assign({
      settings: ({ context }) => ({ ...context.settings, serverMenu: [] }),
      menuLoaded: false,
    }),
  },
}).createMachine({
  id: 'settings',
  type: 'parallel',
  context: ({ input }) => ({
    settings: { ...DEFAULT_SETTINGS, ...sanitizeSettings(input.settings) },
    menuLoaded: false,
  }),
  states: {
    preferences: {
      on: {
        'settings.update': {
          actions: [
            'applyPatch',
            {
              type: 'persistSettings',
              params: ({ context }) => ({ settings: pickUserSettings(context.settings) }),
            },
          ],
        },
        'settings.setDevice': {
          guard: 'deviceChanged',
          actions: [
            'applyDevice',
            {
              type: 'persistSettings',
              params: ({ context }) => ({ settings: pickUserSettings(context.settings) }),
            },
          ],
        },
        'settings.openDrawer': { actions: 'openDrawer' },
        'settings.closeDrawer': { actions: 'closeDrawer' },
      },
    },
    colorWeak: {
      initial: 'deciding',
      states: {
        // Settings restored with colorWeak on must filter the page from the start.
        deciding: { always: [{ guard: 'colorWeakEnabled', target: 'on' }, { target: 'off' }] },
        off: { on: { 'settings.update': { guard: 'turnsColorWeakOn', target: 'on' } } },
        on: {
          entry: 'applyColorWeak',
          on: {
            'settings.update': {
              guard: 'turnsColorWeakOff',
              target: 'off',
              actions: 'removeColorWeak',
            },
          },
        },
      },
    },
    serverMenu: {
      initial: 'idle',
      on: {
        // Leaving 'loading' stops the request, so a late answer cannot
        // restore the menu of an author who has just logged out.
        'settings.clearServerMenu': { target: '.idle', actions: 'clearServerMenu' },
      },
      states: {
        idle: {
          on: {
            'settings.update': { guard: 'turnsMenuFromServerOn', target: 'loading' },
            'settings.loadMenu': { guard: 'menuFromServerEnabled', target: 'loading' },
          },
        },
        loading: {
          entry: {
            type: 'notify',
            params: { level: 'loading', id: 'settings.menu.loading', topic: 'menu' },
          },
          invoke: {
            src: 'loadServerMenu',
            onDone: {
              target: 'idle',
              actions: [
                { type: 'storeServerMenu', params: ({ event }) => ({ menu: event.output }) },
                {
                  type: 'notify',
                  params: { level: 'success', id: 'settings.menu.success', topic: 'menu' },
                },
              ],
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'notify',
                params: { level: 'error', id: 'settings.menu.error', topic: 'menu' },
              },
            },
          },
        },
      },
    },
    clipboard: {
      initial: 'idle',
      states: {
        idle: { on: { 'settings.copy': 'copying' } },
        copying: {
          invoke: {
            src: 'copyToClipboard',
            input: ({ context }) => ({ text: settingsToJson(context.settings) }),
            onDone: {
              target: 'idle',
              actions: {
                type: 'notify',
                params: { level: 'success', id: 'settings.copySettings.message', topic: 'copy' },
              },
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'notify',
                params: { level: 'error', id: 'settings.copySettings.failed', topic: 'copy' },
              },
            },
          },
        },
      },
    },
  },
});

type SettingsSnapshot = SnapshotFrom<typeof settingsMachine>;

/** All settings; the reference changes whenever any setting does, so prefer the primitives. */
export const selectSettings = (s: SettingsSnapshot): AppSettings => s.context.settings;
export const selectTheme = (s: SettingsSnapshot): Theme => s.context.settings.theme;
export const selectColorWeak = (s: SettingsSnapshot): boolean => s.context.settings.colorWeak;
export const selectWatermark = (s: SettingsSnapshot): boolean => s.context.settings.watermark;
export const selectNavbar = (s: SettingsSnapshot): boolean => s.context.settings.navbar;
export const selectMenu = (s: SettingsSnapshot): boolean => s.context.settings.menu;
export const selectTopMenu = (s: SettingsSnapshot): boolean => s.context.settings.topMenu;
export const selectHideMenu = (s: SettingsSnapshot): boolean => s.context.settings.hideMenu;
export const selectMenuCollapse = (s: SettingsSnapshot): boolean => s.context.settings.menuCollapse;
export const selectFooter = (s: SettingsSnapshot): boolean => s.context.settings.footer;
export const selectThemeColor = (s: SettingsSnapshot): string => s.context.settings.themeColor;
export const selectMenuWidth = (s: SettingsSnapshot): number => s.context.settings.menuWidth;
/** Whether the settings drawer is open. */
export const selectGlobalSettings = (s: SettingsSnapshot): boolean =>
  s.context.settings.globalSettings;
export const selectDevice = (s: SettingsSnapshot): Device => s.context.settings.device;
export const selectTabBar = (s: SettingsSnapshot): boolean => s.context.settings.tabBar;
export const selectMenuFromServer = (s: SettingsSnapshot): boolean =>
  s.context.settings.menuFromServer;
/** The loaded server menu; the same reference until it is reloaded or cleared. */
export const selectServerMenu = (s: SettingsSnapshot): readonly ServerMenuItem[] =>
  s.context.settings.serverMenu;
export const selectMenuLoaded = (s: SettingsSnapshot): boolean => s.context.menuLoaded;
/** True while the server menu request is in flight. */
export const selectMenuLoading = (s: SettingsSnapshot): boolean =>
  s.matches({ serverMenu: 'loading' });
/** The fixed settings button replaces the navbar's button when the navbar is hidden. */
export const selectShowFixedSettingsButton = (s: SettingsSnapshot): boolean =>
  !s.context.settings.navbar;
