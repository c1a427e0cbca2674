import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type DailyBackupDeps,
  nextSlot,
  pruneBackups,
  scheduledFileName,
  startDailyBackups,
} from './schedule';
import { backupSettings, parseBackupTime } from './settings';

describe('BACKUP_TIME', () => {
  it('reads HH:MM with an offset as minutes after UTC midnight', () => {
    expect(parseBackupTime('03:00+08:00')).toBe(19 * 60);
    expect(parseBackupTime('19:00Z')).toBe(19 * 60);
    expect(parseBackupTime('02:30')).toBe(150);
    expect(parseBackupTime('23:30-01:00')).toBe(30);
    expect(parseBackupTime('24:00')).toBeNull();
    expect(parseBackupTime('3am')).toBeNull();
  });

  it('defaults to 03:00 in China, seven kept, under the data folder; off turns it off', () => {
    const defaults = backupSettings({}, '/data', { inMemory: false });
    expect(defaults).toMatchObject({ dir: '/data/backups', dailyAtMinute: 19 * 60, keep: 7 });
    expect(
      backupSettings({ BACKUP_TIME: 'off' }, '/data', { inMemory: false }).dailyAtMinute,
    ).toBeNull();
    expect(() => backupSettings({ BACKUP_TIME: '25:00' }, '/data', { inMemory: false })).toThrow(
      /BACKUP_TIME/,
    );
    expect(() => backupSettings({ BACKUP_KEEP: '0' }, '/data', { inMemory: false })).toThrow(
      /BACKUP_KEEP/,
    );
  });
});

describe('nextSlot', () => {
  it('is later the same day, or the next day once the time has passed', () => {
    expect(nextSlot(new Date('2026-11-24T10:00:00Z'), 19 * 60).toISOString()).toBe(
      '2026-11-24T19:00:00.000Z',
    );
    expect(nextSlot(new Date('2026-11-24T19:00:00Z'), 19 * 60).toISOString()).toBe(
      '2026-11-25T19:00:00.000Z',
    );
    expect(nextSlot(new Date('2026-12-31T23:59:00Z'), 0).toISOString()).toBe(
      '2027-01-01T00:00:00.000Z',
    );
  });
});

describe('the daily backup, on a fake clock', () => {
  let dir: string;
  beforeEach(async () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z') });
    dir = await mkdtemp(join(tmpdir(), 'author-backup-schedule-'));
  });
  afterEach(async () => {
    vi.useRealTimers();
    await rm(dir, { recursive: true, force: true });
  });

  function deps(overrides: Partial<DailyBackupDeps> = {}) {
    const taken: string[] = [];
    const outcomes: { slot: string; ok: boolean }[] = [];
    const lines: string[] = [];
    const value: DailyBackupDeps = {
      minuteOfDay: 19 * 60,
      keep: 3,
      dir,
      now: () => new Date(),
      claim: async () => true,
      async take(path) {
        taken.push(path);
        await writeFile(path, 'backup');
        return { bytes: 6, ms: 1 };
      },
      async finish(slot, outcome) {
        outcomes.push({ slot: slot.toISOString(), ok: outcome.ok });
      },
      log: { info: (line) => lines.push(line), error: (line) => lines.push(line) },
      ...overrides,
    };
    return { value, taken, outcomes, lines };
  }

  it('takes one at the set time every day and keeps the newest BACKUP_KEEP', async () => {
    const { value, taken, outcomes, lines } = deps();
    const daily = startDailyBackups(value);
    expect(daily.nextAt().toISOString()).toBe('2026-11-24T19:00:00.000Z');
    await vi.advanceTimersByTimeAsync(9 * 3_600_000 - 1);
    expect(taken).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(taken).toEqual([join(dir, scheduledFileName(new Date('2026-11-24T19:00:00Z')))]);
    expect(daily.nextAt().toISOString()).toBe('2026-11-25T19:00:00.000Z');
    // Each run writes and prunes real files: wait for them before the next day.
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    for (let day = 2; day <= 5; day += 1) {
      await vi.advanceTimersByTimeAsync(86_400_000);
      await vi.waitFor(() => expect(lines).toHaveLength(day));
    }
    expect(outcomes.map((o) => o.slot)).toEqual([
      '2026-11-24T19:00:00.000Z',
      '2026-11-25T19:00:00.000Z',
      '2026-11-26T19:00:00.000Z',
      '2026-11-27T19:00:00.000Z',
      '2026-11-28T19:00:00.000Z',
    ]);
    expect((await readdir(dir)).sort()).toEqual([
      'backup-2026-11-26T19-00Z.jsonl.gz',
      'backup-2026-11-27T19-00Z.jsonl.gz',
      'backup-2026-11-28T19-00Z.jsonl.gz',
    ]);
    expect(lines.at(-1)).toMatch(/^backup: .*backup-2026-11-28T19-00Z\.jsonl\.gz/);
    await daily.stop();
  });

  it('leaves a slot another server claimed, and says so', async () => {
    const { value, taken, lines } = deps({ claim: async () => false });
    const daily = startDailyBackups(value);
    await vi.advanceTimersByTimeAsync(10 * 3_600_000);
    expect(taken).toEqual([]);
    expect(lines).toEqual(['backup of 2026-11-24T19:00:00.000Z: taken by another server']);
    await daily.stop();
  });

  it('records and logs a failure, and tries again the next day', async () => {
    let fail = true;
    const { value, outcomes, lines } = deps({
      async take() {
        if (fail) throw new Error('disk full');
        return { bytes: 1, ms: 1 };
      },
    });
    const daily = startDailyBackups(value);
    await vi.advanceTimersByTimeAsync(10 * 3_600_000);
    expect(outcomes).toEqual([{ slot: '2026-11-24T19:00:00.000Z', ok: false }]);
    expect(lines).toEqual(['backup of 2026-11-24T19:00:00.000Z FAILED: disk full']);
    fail = false;
    await vi.advanceTimersByTimeAsync(86_400_000);
    expect(outcomes.at(-1)).toEqual({ slot: '2026-11-25T19:00:00.000Z', ok: true });
    await daily.stop();
  });

  it('prunes only the scheduled backups, never manual ones', async () => {
    for (const name of [
      'backup-2026-01-01T19-00Z.jsonl.gz',
      'backup-2026-01-02T19-00Z.jsonl.gz',
      'manual-2026-01-01.jsonl.gz',
    ]) {
      await writeFile(join(dir, name), '');
    }
    expect(await pruneBackups(dir, 1)).toEqual(['backup-2026-01-01T19-00Z.jsonl.gz']);
    expect((await readdir(dir)).sort()).toEqual([
      'backup-2026-01-02T19-00Z.jsonl.gz',
      'manual-2026-01-01.jsonl.gz',
    ]);
  });
});
