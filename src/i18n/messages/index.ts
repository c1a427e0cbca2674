/**
 * The message catalogues, one JSON file per area and locale, so each area's
 * texts sit together and areas can be worked on side by side. An id lives in
 * exactly one area (a test checks it); the app sees one flat catalogue per
 * locale, loaded on demand (../catalogues.ts). This module holds them all at
 * once, for tests and tools.
 */
import enUS, { PARTS as enParts } from './en-US';
import zhCN, { PARTS as zhParts } from './zh-CN';

/** Each locale's catalogue split by area, as stored. */
export const CATALOGUE_PARTS = { 'en-US': enParts, 'zh-CN': zhParts } as const;

/** The en-US catalogue: the reference every other locale is checked against. */
export const EN_US = enUS;
/** The zh-CN catalogue. */
export const ZH_CN = zhCN;
