import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { deferred, waitFor } from '../testing/wait';
import {
  DEFAULT_SETTINGS,
  type ServerMenuItem,
  type SettingsNoticeEvent,
  selectColorWeak,
  selectDevice,
  selectGlobalSettings,
  selectHideMenu,
  selectMenuCollapse,
  selectMenuFromServer,
  selectMenuLoaded,
  selectMenuLoading,
  selectMenuWidth,
  selectNavbar,
  selectServerMenu,
  selectShowFixedSettingsButton,
  selectTheme,
  selectThemeColor,
  settingsMachine,
  type UserSettings,
} from './settings.machine';

const MENU: ServerMenuItem[] = [
  { path: '/home', name: 'Home', meta: { locale: 'menu.home', requiresAuth: true }, children: [] },
];

/** A promise the test settles by hand, to observe the machine mid-request. */

interface Fakes {
  loadMenu?: () => Promise<readonly ServerMenuItem[]>;
  copy?: (text: string) => Promise<void>;
}

function start(input?: { settings?: unknown }, fakes: Fakes = {}) {
  const persistSettings = vi.fn<(settings: UserSettings) => void>();
  const applyColorWeak = vi.fn();
  const removeColorWeak = vi.fn();
  const loadServerMenu = vi.fn(fakes.loadMenu ?? (() => Promise.resolve(MENU)));
  const copyToClipboard = vi.fn(fakes.copy ?? (() => Promise.resolve()));
  const machine = settingsMachine.provide({
    actions: {
      persistSettings: (_, params) => persistSettings(params.settings),
      applyColorWeak,
      removeColorWeak,
    },
    actors: {
      loadServerMenu: fromPromise(() => loadServerMenu()),
      copyToClipboard: fromPromise(({ input }) => copyToClipboard(input.text)),
    },
  });
  const actor = createActor(machine, { input: input ?? {} });
  const notices: Omit<SettingsNoticeEvent, 'type'>[] = [];
  actor.on('settings.notice', ({ level, id, topic }) => notices.push({ level, id, topic }));
  actor.start();
  const snap = () => actor.getSnapshot();
  return {
    actor,
    snap,
    notices,
    persistSettings,
    applyColorWeak,
    removeColorWeak,
    loadServerMenu,
    copyToClipboard,
  };
}

describe('settingsMachine', () => {
  it("starts from the seed's defaults", () => {
    const { snap, applyColorWeak, removeColorWeak } = start();
    expect(snap().context.settings).toEqual({
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
    });
    expect(selectMenuLoaded(snap())).toBe(false);
    expect(applyColorWeak).not.toHaveBeenCalled();
    expect(removeColorWeak).not.toHaveBeenCalled();
  });

  it('keeps the watermark turned off, and drops a malformed choice', () => {
    expect(start({ settings: { watermark: false } }).snap().context.settings.watermark).toBe(false);
    expect(start({ settings: { watermark: 'no' } }).snap().context.settings.watermark).toBe(true);
  });

  it('merges valid input over the defaults and drops malformed fields', () => {
    const { snap } = start({
      settings: {
        theme: 'dark',
        menuWidth: 240,
        themeColor: 'red',
        navbar: 'yes',
        serverMenu: MENU,
        unknown: 1,
      },
    });
    expect(selectTheme(snap())).toBe('dark');
    expect(selectMenuWidth(snap())).toBe(240);
    expect(selectThemeColor(snap())).toBe('#165DFF');
    expect(selectNavbar(snap())).toBe(true);
    expect(selectServerMenu(snap())).toEqual([]);
  });

  it('tolerates input that is not an object', () => {
    const { snap } = start({ settings: 'garbage' });
    expect(snap().context.settings).toEqual(DEFAULT_SETTINGS);
  });

  it('applies colour-weak mode at start when the restored settings have it on', () => {
    const { applyColorWeak } = start({ settings: { colorWeak: true } });
    expect(applyColorWeak).toHaveBeenCalledTimes(1);
  });

  it('applies every change and persists the user-facing settings', () => {
    const { actor, snap, persistSettings } = start();
    actor.send({ type: 'settings.update', patch: { menuWidth: 220, footer: false } });
    expect(selectMenuWidth(snap())).toBe(220);
    expect(persistSettings).toHaveBeenCalledTimes(1);
    const saved = persistSettings.mock.calls[0]?.[0];
    expect(saved).toMatchObject({ menuWidth: 220, footer: false, theme: 'system' });
    expect(saved).not.toHaveProperty('serverMenu');
    expect(saved).not.toHaveProperty('globalSettings');
  });

  it('ignores invalid values in a patch', () => {
    const { actor, snap } = start();
    actor.send({ type: 'settings.update', patch: { menuWidth: Number.NaN } });
    expect(selectMenuWidth(snap())).toBe(192);
    // A 20 px menu hid its own labels: the width stays within its bounds.
    actor.send({ type: 'settings.update', patch: { menuWidth: 20 } });
    actor.send({ type: 'settings.update', patch: { menuWidth: 4000 } });
    expect(selectMenuWidth(snap())).toBe(192);
    actor.send({ type: 'settings.update', patch: { menuWidth: 240 } });
    expect(selectMenuWidth(snap())).toBe(240);
  });

  it('turns colour-weak mode on and off through the named actions', () => {
    const { actor, snap, applyColorWeak, removeColorWeak } = start();
    actor.send({ type: 'settings.update', patch: { colorWeak: true } });
    expect(selectColorWeak(snap())).toBe(true);
    expect(applyColorWeak).toHaveBeenCalledTimes(1);

    // Re-sending the same value is not a change.
    actor.send({ type: 'settings.update', patch: { colorWeak: true } });
    expect(applyColorWeak).toHaveBeenCalledTimes(1);

    actor.send({ type: 'settings.update', patch: { colorWeak: false } });
    expect(selectColorWeak(snap())).toBe(false);
    expect(removeColorWeak).toHaveBeenCalledTimes(1);
  });

  it('un-collapses the menu when topMenu changes', () => {
    const { actor, snap } = start({ settings: { menuCollapse: true } });
    actor.send({ type: 'settings.update', patch: { topMenu: false } });
    expect(selectMenuCollapse(snap())).toBe(true);
    actor.send({ type: 'settings.update', patch: { topMenu: true, menuCollapse: true } });
    expect(selectMenuCollapse(snap())).toBe(false);
  });

  describe('server menu', () => {
    it('loads the menu with notices when menuFromServer is turned on', async () => {
      const { actor, snap, notices, loadServerMenu } = start();
      actor.send({ type: 'settings.update', patch: { menuFromServer: true } });
      expect(selectMenuLoading(snap())).toBe(true);
      expect(notices).toEqual([{ level: 'loading', id: 'settings.menu.loading', topic: 'menu' }]);

      await waitFor(actor, (s) => !selectMenuLoading(s));
      expect(loadServerMenu).toHaveBeenCalledTimes(1);
      expect(selectServerMenu(snap())).toEqual(MENU);
      expect(selectMenuLoaded(snap())).toBe(true);
      expect(notices[1]).toEqual({ level: 'success', id: 'settings.menu.success', topic: 'menu' });
    });

    it('shows an error notice and stays unloaded when loading fails', async () => {
      const { actor, snap, notices } = start(undefined, {
        loadMenu: () => Promise.reject(new Error('offline')),
      });
      actor.send({ type: 'settings.update', patch: { menuFromServer: true } });
      await waitFor(actor, (s) => !selectMenuLoading(s));
      expect(notices.map((n) => n.id)).toEqual(['settings.menu.loading', 'settings.menu.error']);
      expect(notices[1]?.level).toBe('error');
      expect(selectMenuLoaded(snap())).toBe(false);
      expect(selectMenuFromServer(snap())).toBe(true);
    });

    it('does not load again for an update that leaves menuFromServer on', () => {
      const { actor, loadServerMenu } = start({ settings: { menuFromServer: true } });
      actor.send({ type: 'settings.update', patch: { menuFromServer: true, footer: false } });
      expect(loadServerMenu).not.toHaveBeenCalled();
    });

    it('loads on settings.loadMenu only when menuFromServer is on', async () => {
      const off = start();
      off.actor.send({ type: 'settings.loadMenu' });
      expect(off.loadServerMenu).not.toHaveBeenCalled();

      const on = start({ settings: { menuFromServer: true } });
      on.actor.send({ type: 'settings.loadMenu' });
      await waitFor(on.actor, selectMenuLoaded);
      expect(on.loadServerMenu).toHaveBeenCalledTimes(1);
    });

    it('clearServerMenu forgets the menu and drops a request in flight', async () => {
      const pending = deferred<readonly ServerMenuItem[]>();
      let calls = 0;
      const { actor, snap, notices } = start(undefined, {
        loadMenu: () => (++calls === 1 ? Promise.resolve(MENU) : pending.promise),
      });
      actor.send({ type: 'settings.update', patch: { menuFromServer: true } });
      await waitFor(actor, selectMenuLoaded);

      actor.send({ type: 'settings.clearServerMenu' });
      expect(selectServerMenu(snap())).toEqual([]);
      expect(selectMenuLoaded(snap())).toBe(false);

      actor.send({ type: 'settings.loadMenu' });
      actor.send({ type: 'settings.clearServerMenu' });
      expect(selectMenuLoading(snap())).toBe(false);
      pending.resolve(MENU);
      await pending.promise;
      expect(selectServerMenu(snap())).toEqual([]);
      expect(notices.filter((n) => n.level === 'success')).toHaveLength(1);
    });
  });

  it('opens the drawer from the fixed button and closes it on cancel', () => {
    const { actor, snap } = start();
    expect(selectShowFixedSettingsButton(snap())).toBe(false);
    actor.send({ type: 'settings.update', patch: { navbar: false } });
    expect(selectShowFixedSettingsButton(snap())).toBe(true);

    actor.send({ type: 'settings.openDrawer' });
    expect(selectGlobalSettings(snap())).toBe(true);
    actor.send({ type: 'settings.closeDrawer' });
    expect(selectGlobalSettings(snap())).toBe(false);
  });

  describe('settings.copy', () => {
    it('copies the user settings as 2-space JSON and confirms', async () => {
      const { actor, notices, copyToClipboard } = start({ settings: { theme: 'dark' } });
      actor.send({ type: 'settings.openDrawer' });
      actor.send({ type: 'settings.copy' });
      await waitFor(actor, (s) => s.matches({ clipboard: 'idle' }));

      const text = copyToClipboard.mock.calls[0]?.[0] ?? '';
      const {
        serverMenu: _m,
        globalSettings: _g,
        ...expected
      } = {
        ...DEFAULT_SETTINGS,
        theme: 'dark',
      };
      expect(text).toBe(JSON.stringify(expected, null, 2));
      expect(text).toContain('\n  "theme": "dark"');
      expect(notices).toEqual([
        { level: 'success', id: 'settings.copySettings.message', topic: 'copy' },
      ]);
    });

    it('reports a failed copy', async () => {
      const { actor, notices } = start(undefined, {
        copy: () => Promise.reject(new Error('denied')),
      });
      actor.send({ type: 'settings.copy' });
      await waitFor(actor, (s) => s.matches({ clipboard: 'idle' }));
      expect(notices).toEqual([
        { level: 'error', id: 'settings.copySettings.failed', topic: 'copy' },
      ]);
    });
  });

  it('switches to the mobile layout below the breakpoint and back', () => {
    const { actor, snap, persistSettings } = start();
    actor.send({ type: 'settings.setDevice', device: 'mobile' });
    expect(selectDevice(snap())).toBe('mobile');
    expect(selectHideMenu(snap())).toBe(true);
    expect(persistSettings).toHaveBeenCalledTimes(1);

    // Resize events repeat the same device; only a change counts.
    actor.send({ type: 'settings.setDevice', device: 'mobile' });
    expect(persistSettings).toHaveBeenCalledTimes(1);

    actor.send({ type: 'settings.setDevice', device: 'desktop' });
    expect(selectHideMenu(snap())).toBe(false);
  });
});
