// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createSignFormDataStore,
  initSignFormData,
  type SignFormWindow,
  signFormData,
} from './sign-form-data';
import { STORAGE_KEYS } from './storage-keys';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('signFormData store', () => {
  it('keeps one form per book as a JSON map under signFormData', () => {
    signFormData.write('b1', { contract_type: 'exclusive' });
    signFormData.write('b2', { planned_total_words: 800000 });
    expect(signFormData.read('b1')).toEqual({ contract_type: 'exclusive' });
    expect(signFormData.read('b2')).toEqual({ planned_total_words: 800000 });
    expect(JSON.parse(localStorage.getItem('signFormData') ?? '')).toEqual({
      b1: { contract_type: 'exclusive' },
      b2: { planned_total_words: 800000 },
    });
  });

  it('overwrites, removes one book and clears all', () => {
    signFormData.write('b1', { outline: 'v1' });
    signFormData.write('b1', { outline: 'v2' });
    signFormData.write('b2', { outline: 'x' });
    expect(signFormData.read('b1')).toEqual({ outline: 'v2' });
    signFormData.remove('b1');
    expect(signFormData.read('b1')).toBeUndefined();
    expect(signFormData.read('b2')).toEqual({ outline: 'x' });
    signFormData.clear();
    expect(localStorage.getItem('signFormData')).toBeNull();
  });

  it('drops the key when the last form is removed', () => {
    signFormData.write('b1', { outline: 'x' });
    signFormData.remove('b1');
    expect(localStorage.getItem('signFormData')).toBeNull();
  });

  it('reads corrupt or foreign data as nothing saved, and can write over it', () => {
    localStorage.setItem('signFormData', '{not json');
    expect(signFormData.read('b1')).toBeUndefined();
    localStorage.setItem('signFormData', JSON.stringify({ b1: 'text', b2: [1], b3: { ok: true } }));
    expect(signFormData.read('b1')).toBeUndefined();
    expect(signFormData.read('b2')).toBeUndefined();
    expect(signFormData.read('b3')).toEqual({ ok: true });
    expect(signFormData.write('b1', { ok: 1 })).toBe(true);
    expect(signFormData.read('b1')).toEqual({ ok: 1 });
  });

  it('survives blocked or missing storage', () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    const store = createSignFormDataStore(blocked);
    expect(store.read('b1')).toBeUndefined();
    expect(store.write('b1', { a: 1 })).toBe(false);
    expect(() => store.remove('b1')).not.toThrow();
    expect(() => store.clear()).not.toThrow();

    const none = createSignFormDataStore(() => null);
    expect(none.read('b1')).toBeUndefined();
    expect(none.write('b1', { a: 1 })).toBe(false);
  });

  it('reports a full storage as a failed write', () => {
    const full = createSignFormDataStore(() => ({
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    }));
    expect(full.write('b1', { a: 1 })).toBe(false);
  });
});

describe('initSignFormData', () => {
  let dispose: (() => void) | undefined;
  afterEach(() => {
    dispose?.();
    dispose = undefined;
  });

  it('clears saved forms at the start of a new browser session', () => {
    signFormData.write('b1', { outline: 'x' });
    dispose = initSignFormData(window);
    expect(signFormData.read('b1')).toBeUndefined();
  });

  it('keeps saved forms across a reload (the session flag is set on the way out)', () => {
    dispose = initSignFormData(window);
    signFormData.write('b1', { outline: 'x' });
    window.dispatchEvent(new Event('beforeunload'));
    expect(sessionStorage.getItem(STORAGE_KEYS.signFormSession)).not.toBeNull();
    dispose();

    // The reloaded page starts again with the same sessionStorage.
    dispose = initSignFormData(window);
    expect(signFormData.read('b1')).toEqual({ outline: 'x' });
  });

  it.each(['unload', 'beforeunload', 'pagehide'])('sets the flag on %s', (type) => {
    dispose = initSignFormData(window);
    expect(sessionStorage.getItem(STORAGE_KEYS.signFormSession)).toBeNull();
    window.dispatchEvent(new Event(type));
    expect(sessionStorage.getItem(STORAGE_KEYS.signFormSession)).not.toBeNull();
  });

  it('clears again once the session is gone', () => {
    dispose = initSignFormData(window);
    signFormData.write('b1', { outline: 'x' });
    window.dispatchEvent(new Event('unload'));
    dispose();
    sessionStorage.clear(); // the browser was closed and opened again
    dispose = initSignFormData(window);
    expect(signFormData.read('b1')).toBeUndefined();
  });

  it('removes its listeners when disposed', () => {
    dispose = initSignFormData(window);
    dispose();
    dispose = undefined;
    window.dispatchEvent(new Event('beforeunload'));
    expect(sessionStorage.getItem(STORAGE_KEYS.signFormSession)).toBeNull();
  });

  it('starts without throwing when the browser blocks storage', () => {
    const blockedWindow = {
      get localStorage(): Storage {
        throw new DOMException('blocked', 'SecurityError');
      },
      get sessionStorage(): Storage {
        throw new DOMException('blocked', 'SecurityError');
      },
      addEventListener: window.addEventListener.bind(window),
      removeEventListener: window.removeEventListener.bind(window),
    } as SignFormWindow;
    expect(() => {
      dispose = initSignFormData(blockedWindow);
    }).not.toThrow();
    expect(() => window.dispatchEvent(new Event('unload'))).not.toThrow();
  });
});
