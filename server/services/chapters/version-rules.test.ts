import { describe, expect, it } from 'vitest';
import {
  EDIT_VERSION_INTERVAL_MS,
  type KeptVersion,
  saveWritesVersion,
  versionsToPrune,
} from './version-rules';

const MINUTE = 60_000;
const DAY = 86_400_000;
const now = new Date('2026-11-22T04:00:00Z'); // 12:00 in Beijing

describe('saveWritesVersion', () => {
  it('writes the first version of a chapter', () => {
    expect(saveWritesVersion(null, now)).toBe(true);
  });

  it('writes at most one version per 10 minutes, and never the same text twice', () => {
    const at = (minutesAgo: number, sameText = false) => ({
      createTime: new Date(now.getTime() - minutesAgo * MINUTE),
      sameText,
    });
    expect(saveWritesVersion(at(9.9), now)).toBe(false);
    expect(saveWritesVersion(at(EDIT_VERSION_INTERVAL_MS / MINUTE), now)).toBe(true);
    expect(saveWritesVersion(at(60, true), now)).toBe(false);
  });

  it('keeps 7 versions of an hour of saves every 5 seconds', () => {
    let newest: { createTime: Date; sameText: boolean } | null = null;
    let written = 0;
    for (let s = 0; s <= 3600; s += 5) {
      const t = new Date(now.getTime() + s * 1000);
      if (saveWritesVersion(newest, t)) {
        newest = { createTime: t, sameText: false };
        written++;
      }
    }
    expect(written).toBe(7);
  });
});

describe('versionsToPrune', () => {
  let seq = 0;
  const version = (daysAgo: number, hours = 0, published = false): KeptVersion => ({
    id: `v${++seq}`,
    createTime: new Date(now.getTime() - daysAgo * DAY - hours * 3_600_000),
    seq,
    published,
  });

  it('keeps everything of the last 30 days', () => {
    const all = [version(0), version(1), version(1, 1), version(29, 23)];
    expect(versionsToPrune(all, now)).toEqual([]);
  });

  it('keeps the newest of each Beijing day before that', () => {
    const newestOfDay = version(40, 1);
    const olderSameDay = version(40, 2);
    const otherDay = version(41);
    const pruned = versionsToPrune([version(0), olderSameDay, newestOfDay, otherDay], now);
    expect(pruned).toEqual([olderSameDay.id]);
  });

  it('splits days on the Beijing calendar, not UTC', () => {
    // 15:30 and 16:30 UTC are 23:30 and 00:30 next day in Beijing.
    const base = Date.parse('2026-09-01T00:00:00Z');
    const late: KeptVersion = {
      id: 'late',
      createTime: new Date(base + 15.5 * 3_600_000),
      seq: 1,
      published: false,
    };
    const early: KeptVersion = {
      id: 'early',
      createTime: new Date(base + 16.5 * 3_600_000),
      seq: 2,
      published: false,
    };
    expect(versionsToPrune([late, early, version(0)], now)).toEqual([]);
  });

  it('never removes the newest version nor one readers had', () => {
    const published = version(50, 3, true);
    const sameDay = version(50, 1);
    expect(versionsToPrune([published, sameDay], now)).toEqual([]);
    const onlyOld = [version(60, 1), version(60, 2)];
    expect(versionsToPrune(onlyOld, now)).toEqual([onlyOld[1]!.id]);
  });

  it('orders versions of one instant by their write order', () => {
    const t = new Date(now.getTime() - 45 * DAY);
    const first: KeptVersion = { id: 'z', createTime: t, seq: 1, published: false };
    const second: KeptVersion = { id: 'a', createTime: t, seq: 2, published: false };
    expect(versionsToPrune([second, first, version(0)], now)).toEqual(['z']);
  });
});
