/**
 * The daily backup's run log on a real database (PGlite, or PostgreSQL under
 * `npm run test:contract:pg`): of several servers claiming one day's slot,
 * exactly one gets it, and what /readyz reports follows the runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimSlot, finishRun, lastBackups } from '../../server/backup/runs';
import { startServer, type TestServer } from './harness';

describe('backup_runs', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('gives each slot to exactly one claimant, and reports the last run', async () => {
    const db = server.database.db;
    expect(await lastBackups(db)).toEqual({ last: null, lastOkAt: null });
    const slot = new Date('2026-11-24T19:00:00Z');
    const claims = await Promise.all(
      Array.from({ length: 5 }, () => claimSlot(db, slot, new Date('2026-11-24T19:00:01Z'))),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect((await lastBackups(db)).last?.status).toBe('running');

    await finishRun(
      db,
      slot,
      { ok: true, file: 'backup-x.jsonl.gz', bytes: 10 },
      new Date('2026-11-24T19:00:09Z'),
    );
    const next = new Date('2026-11-25T19:00:00Z');
    expect(await claimSlot(db, next, new Date('2026-11-25T19:00:01Z'))).toBe(true);
    await finishRun(db, next, { ok: false, error: 'disk full' }, new Date('2026-11-25T19:00:02Z'));
    const state = await lastBackups(db);
    expect(state.last).toMatchObject({ slot: next.toISOString(), status: 'failed' });
    expect(state.lastOkAt?.toISOString()).toBe('2026-11-24T19:00:09.000Z');
  });
});
