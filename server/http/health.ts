/**
 * Probes for a load balancer or an orchestrator:
 *
 * - `GET /healthz` (liveness): 200 while the process runs. Its body says
 *   `degraded` when the read cache's invalidation channel is down: answers
 *   are still right (the cache is bypassed), only slower.
 * - `GET /readyz` (readiness): 200 only when this process should get
 *   traffic: the database answers, it has every migration this build knows,
 *   the invalidation channel listens (PostgreSQL) and the process is not
 *   shutting down; 503 otherwise, with the failing checks named.
 *
 * /readyz also says when the last daily backup was taken and whether it
 * failed (server/backup/): information for the operator, not a check, since
 * a failed backup is no reason to stop sending traffic.
 *
 * Neither carries anything but these states and times (no versions, hosts or errors).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { pingDatabase } from '../db/client';
import { migrationsApplied } from '../db/migrate';

/** How long a readiness probe waits for the database. */
const DATABASE_PROBE_MS = 2_000;

export interface HealthOptions {
  /** True once the process began shutting down (see server/main.ts). */
  draining?: () => boolean;
  /** The daily backup's state for /readyz (server/backup/index.ts). */
  backup?: () => Promise<unknown>;
}

type CheckResult = 'ok' | 'failing';

/** `probe`'s outcome within `ms`; a probe that throws or hangs fails. */
async function withinTime(probe: () => Promise<boolean>, ms: number): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return (await Promise.race([probe(), late])) ? 'ok' : 'failing';
  } catch {
    return 'failing';
  } finally {
    clearTimeout(timer);
  }
}

/** The backup's state within the probe's time; nothing when it cannot be read. */
async function backupState(read: () => Promise<unknown>): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), DATABASE_PROBE_MS);
  });
  try {
    return await Promise.race([read(), late]);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

export function registerHealthRoutes(
  app: FastifyInstance,
  context: AppContext,
  options: HealthOptions = {},
): void {
  const draining = options.draining ?? (() => false);
  // Never cached anywhere: a stale "ready" is worse than none.
  const noStore = { 'cache-control': 'no-store' };

  app.get('/healthz', async (_request, reply) => {
    const invalidations = context.readCache.coherence;
    return reply.headers(noStore).send({
      status: invalidations === 'down' ? 'degraded' : 'ok',
      invalidations,
    });
  });

  app.get('/readyz', async (_request, reply) => {
    const database = await withinTime(async () => {
      await pingDatabase(context.db);
      return true;
    }, DATABASE_PROBE_MS);
    const migrations =
      database === 'ok'
        ? await withinTime(() => migrationsApplied(context.db), DATABASE_PROBE_MS)
        : 'failing';
    const checks = {
      database,
      migrations,
      invalidations: context.readCache.coherence === 'down' ? 'failing' : 'ok',
      accepting: draining() ? 'failing' : 'ok',
    } satisfies Record<string, CheckResult>;
    const ready = Object.values(checks).every((check) => check === 'ok');
    const backup =
      options.backup && database === 'ok' ? await backupState(options.backup) : undefined;
    return reply
      .code(ready ? 200 : 503)
      .headers(noStore)
      .send({ status: ready ? 'ready' : 'not_ready', checks, ...(backup ? { backup } : {}) });
  });
}
