import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  isLocale,
  LOCALE_STORAGE_KEY,
  LOCALES,
  type LocaleStorage,
  readStoredLocale,
  storeLocale,
} from './locales';

function memoryStorage(initial: Record<string, string> = {}): LocaleStorage & {
  data: Record<string, string>;
} {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

const blocked: LocaleStorage = {
  getItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
};

describe('locales', () => {
  it('ship zh-CN (default) and en-US (fallback) under the seed key', () => {
    expect(LOCALES).toEqual(['zh-CN', 'en-US']);
    expect(DEFAULT_LOCALE).toBe('zh-CN');
    expect(FALLBACK_LOCALE).toBe('en-US');
    expect(LOCALE_STORAGE_KEY).toBe('arco-locale');
  });

  it('recognise only shipped locales', () => {
    expect(isLocale('zh-CN')).toBe(true);
    expect(isLocale('en-US')).toBe(true);
    for (const value of ['zh', 'en', 'zh-cn', 'fr-FR', '', null, undefined, 1]) {
      expect(isLocale(value)).toBe(false);
    }
  });
});

describe('readStoredLocale', () => {
  it('reads the stored choice', () => {
    expect(readStoredLocale(memoryStorage({ 'arco-locale': 'en-US' }))).toBe('en-US');
    expect(readStoredLocale(memoryStorage({ 'arco-locale': 'zh-CN' }))).toBe('zh-CN');
  });

  it('defaults to zh-CN when nothing is stored', () => {
    expect(readStoredLocale(memoryStorage())).toBe('zh-CN');
  });

  it('defaults to zh-CN for a value this build does not ship', () => {
    expect(readStoredLocale(memoryStorage({ 'arco-locale': 'ja-JP' }))).toBe('zh-CN');
    expect(readStoredLocale(memoryStorage({ 'arco-locale': '"en-US"' }))).toBe('zh-CN');
  });

  it('defaults to zh-CN without storage or when it is blocked', () => {
    expect(readStoredLocale(null)).toBe('zh-CN');
    expect(readStoredLocale(blocked)).toBe('zh-CN');
    // In Node there is no localStorage at all.
    expect(readStoredLocale()).toBe('zh-CN');
  });
});

describe('storeLocale', () => {
  it('stores the choice under arco-locale', () => {
    const storage = memoryStorage();
    expect(storeLocale('en-US', storage)).toBe(true);
    expect(storage.data).toEqual({ 'arco-locale': 'en-US' });
    expect(readStoredLocale(storage)).toBe('en-US');
  });

  it('reports storage that refuses instead of throwing', () => {
    expect(storeLocale('en-US', blocked)).toBe(false);
    expect(storeLocale('en-US', null)).toBe(false);
    expect(storeLocale('en-US')).toBe(false);
  });
});
