/** The zh-CN catalogue: every area's texts, one flat id space (ids are unique across areas). */
import core, { CORE_AREAS } from './core';
import screens, { SCREEN_AREAS } from './screens';

export const PARTS = { ...CORE_AREAS, ...SCREEN_AREAS } as const;

const catalogue: Readonly<Record<string, string>> = { ...core, ...screens };
export default catalogue;
