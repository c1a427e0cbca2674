/**
 * Cross-process invalidation of the read cache on PostgreSQL: every server
 * process LISTENs on one channel, and a process (or the editor CLI) that
 * wrote NOTIFYs it with the author's id, or '*' for everyone. PGlite needs
 * none of this: its data folder belongs to one process.
 *
 * What makes N processes answer like one (server/services/platform/read-cache.ts uses
 * all three):
 *
 * 1. A writer's notice is committed before its answer leaves: `publish`
 *    runs `pg_notify` on a pooled connection (not the LISTEN one, whose loss
 *    must not silence this process's writes) and the request waits for it.
 * 2. A reader hears every notice committed before its request arrived:
 *    `caughtUp` sends a round trip on the LISTEN connection. PostgreSQL
 *    delivers the notifications a listening session has been signalled
 *    about before that session's next ReadyForQuery (postgres.c sends
 *    pending notifies "so they'll be seen by the client before
 *    ReadyForQuery"), and the sender signals listeners when it commits, so
 *    when the round trip returns, node-postgres has already emitted every
 *    such notification. Round trips are shared: requests that arrive while
 *    one is in flight wait for the next one, so the cost is one query per
 *    round-trip time, however many requests there are.
 * 3. The LISTEN connection is watched: when it drops (the server restarted,
 *    an administrator terminated it, the network broke, a round trip hung)
 *    `onDown` fires, the cache stops serving, and the channel reconnects
 *    with growing waits; `onUp` fires once it listens again (notices sent
 *    meanwhile are lost, so the cache starts empty).
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './client';

export const INVALIDATION_CHANNEL = 'author_read_cache';

/** What the cache is told about the channel. */
export interface InvalidationHandlers {
  onMessage(message: string): void;
  /** Listening (again); notices may have been missed before this. */
  onUp(): void;
  /** Not listening: nothing heard can be trusted until onUp. */
  onDown(): void;
}

export interface InvalidationChannelOptions {
  databaseUrl: string;
  /** The pool notices are published through. */
  db: Db;
  /** First wait before reconnecting; doubles on each failure up to maxRetryMs. */
  retryMs?: number;
  maxRetryMs?: number;
  /** A round trip that takes longer than this counts as a dead connection. */
  roundTripTimeoutMs?: number;
  onError?(error: Error): void;
}

export type ChannelState = 'connecting' | 'up' | 'down' | 'closed';

/** The LISTEN connection's name in pg_stat_activity: one per server process. */
export function listenerName(pid = process.pid): string {
  return `author-invalidations/${pid}`;
}

const PUBLISH_TRIES = 3;

export class InvalidationChannel {
  private client: pg.Client | undefined;
  private stateNow: ChannelState = 'connecting';
  private failures = 0;
  private retryTimer: NodeJS.Timeout | undefined;
  private inFlight: Promise<void> | undefined;
  private queued: Promise<void> | undefined;
  /** How many times the channel came up; for /readyz and tests. */
  private ups = 0;
  private readonly retryMs: number;
  private readonly maxRetryMs: number;
  private readonly roundTripTimeoutMs: number;

  constructor(
    private readonly options: InvalidationChannelOptions,
    private readonly handlers: InvalidationHandlers,
  ) {
    this.retryMs = options.retryMs ?? 250;
    this.maxRetryMs = Math.max(this.retryMs, options.maxRetryMs ?? 30_000);
    this.roundTripTimeoutMs = options.roundTripTimeoutMs ?? 5_000;
  }

  get state(): ChannelState {
    return this.stateNow;
  }

  /** Times the channel has come up since the process started. */
  get connections(): number {
    return this.ups;
  }

  /**
   * Connects and listens. Resolves once the first attempt ended either way:
   * a process whose channel cannot connect yet still serves (reading the
   * database instead of the cache) and keeps retrying.
   */
  async start(): Promise<void> {
    await this.connect();
  }

  /** Tells every process (this one too) that `message`'s data changed. */
  async publish(message: string): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.options.db.execute(sql`select pg_notify(${INVALIDATION_CHANNEL}, ${message})`);
        return;
      } catch (error) {
        if (attempt >= PUBLISH_TRIES || this.stateNow === 'closed') {
          // The write itself committed; other processes serve what they
          // cached for it until their entries' TTL at most.
          this.options.onError?.(error as Error);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
  }

  /**
   * Resolves once every notice committed before this call has been handed
   * to onMessage, or once the channel is known to be down (the cache then
   * bypasses itself, so the caller reads the database).
   */
  caughtUp(): Promise<void> {
    if (this.stateNow !== 'up') return Promise.resolve();
    if (!this.inFlight) {
      this.inFlight = this.roundTrip().finally(() => {
        this.inFlight = undefined;
      });
      return this.inFlight;
    }
    // The round trip in flight may have been sent before the caller's
    // request arrived, so it proves nothing for it: wait for the next one.
    this.queued ??= this.inFlight.then(() => {
      this.queued = undefined;
      return this.caughtUp();
    });
    return this.queued;
  }

  async close(): Promise<void> {
    this.stateNow = 'closed';
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  private async roundTrip(): Promise<void> {
    const client = this.client;
    if (!client) return;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('invalidation channel: round trip timed out')),
        this.roundTripTimeoutMs,
      );
    });
    try {
      await Promise.race([client.query('select 1'), timedOut]);
    } catch (error) {
      this.lost(client, error as Error);
    } finally {
      clearTimeout(timer);
    }
  }

  private async connect(): Promise<void> {
    if (this.stateNow === 'closed') return;
    this.stateNow = 'connecting';
    const client = new pg.Client({
      connectionString: this.options.databaseUrl,
      application_name: listenerName(),
      keepAlive: true,
      connectionTimeoutMillis: this.roundTripTimeoutMs,
    });
    this.client = client;
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('invalidation channel: connection ended')));
    client.on('notification', (note) => {
      if (note.channel === INVALIDATION_CHANNEL && note.payload) {
        this.handlers.onMessage(note.payload);
      }
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${INVALIDATION_CHANNEL}`);
    } catch (error) {
      this.lost(client, error as Error);
      return;
    }
    if (this.client !== client || this.stateNow !== 'connecting') return;
    this.failures = 0;
    this.ups += 1;
    this.stateNow = 'up';
    // Only now, with LISTEN active: whatever was missed before is covered
    // by the cache starting over.
    this.handlers.onUp();
  }

  /** The connection `client` failed: go down once and schedule a reconnect. */
  private lost(client: pg.Client, error: Error): void {
    if (this.client !== client || this.stateNow === 'closed') return;
    this.client = undefined;
    client.removeAllListeners('notification');
    // A late 'error' from the dead client must not reach an unhandled emit.
    client.on('error', () => {});
    void client.end().catch(() => {});
    const wasUp = this.stateNow === 'up';
    this.stateNow = 'down';
    this.handlers.onDown();
    if (wasUp) this.options.onError?.(error);
    const wait = Math.min(this.maxRetryMs, this.retryMs * 2 ** this.failures);
    this.failures += 1;
    // Jitter, so replicas cut off together do not all come back in step.
    const jittered = wait * (0.75 + Math.random() * 0.5);
    this.retryTimer = setTimeout(() => void this.connect(), jittered);
    this.retryTimer.unref();
  }
}
