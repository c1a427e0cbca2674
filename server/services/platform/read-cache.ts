/**
 * A per-process cache of hot reads (authenticated sessions, chapter-list
 * pages, the chapters a book search found). Every write passes through a
 * server process, which invalidates:
 * embedded PGlite belongs to one process (its data folder is locked); with
 * PostgreSQL the processes tell each other through `connect` (LISTEN/NOTIFY,
 * server/db/invalidations.ts), and the editor CLI notifies too.
 *
 * Connected, the cache answers as one process would: a request waits until
 * its process has heard every notice committed before it arrived
 * (`catchUp`), and a write's answer waits until its notice is committed
 * (`published`). While the channel is down nothing is served from memory
 * (every read goes to the database) and nothing is stored; when it is back
 * the cache starts empty, since anything may have changed meanwhile.
 *
 * Invalidation is by author: each successful write of an author (and each
 * scheduler run, each revoke) bumps a generation, and an entry is served only
 * while its generation is current. A read that raced a write stores nothing,
 * because it carries the generation it started with.
 *
 * Memory is bounded in bytes (lru-cache's maxSize, each entry sized by its
 * JSON), least recently used entries go first, and expired ones are purged
 * on a timer rather than waiting for a read that may never come.
 */
import { LRUCache } from 'lru-cache';

export interface ReadCacheOptions {
  /** How long an entry may be served at most; 0 turns the cache off. */
  ttlMs: number;
  /** Bytes of entries kept at most (estimated from their JSON); default 32 MiB. */
  maxBytes?: number;
  now: () => number;
}

/** Default byte bound of the cache. */
const READ_CACHE_MAX_BYTES = 32 * 1024 * 1024;
/** What an entry costs beyond its JSON: key, bookkeeping, object headers. */
const ENTRY_OVERHEAD_BYTES = 256;

/** The message that invalidates every author. */
export const ALL = '*';

/**
 * Whether this process hears every other writer: 'local' (PGlite, or no
 * other process), 'up' (listening), 'down' (the channel is lost: bypass).
 */
export type Coherence = 'local' | 'up' | 'down';

/** The channel as the cache uses it (server/db/invalidations.ts). */
export interface InvalidationLink {
  publish(message: string): Promise<void>;
  caughtUp(): Promise<void>;
}

interface Entry {
  authorId: string;
  generation: number;
  value: unknown;
  /** Estimated bytes held: the JSON text in UTF-16 plus overhead. */
  bytes: number;
}

export class ReadCache {
  private readonly generations = new Map<string, number>();
  private globalGeneration = 0;
  private readonly entries: LRUCache<string, Entry>;
  private readonly purgeTimer: NodeJS.Timeout | undefined;
  private link: InvalidationLink | undefined;
  private coherenceNow: Coherence = 'local';
  private readonly publishing = new Set<Promise<void>>();

  constructor(private readonly options: ReadCacheOptions) {
    this.entries = new LRUCache<string, Entry>({
      maxSize: options.maxBytes ?? READ_CACHE_MAX_BYTES,
      sizeCalculation: (entry, key) => entry.bytes + key.length * 2,
      ttl: Math.max(options.ttlMs, 1),
      // The app's clock, so tests that move it see entries expire.
      perf: { now: options.now },
    });
    if (this.enabled) {
      this.purgeTimer = setInterval(() => this.purgeExpired(), Math.max(options.ttlMs, 1000));
      this.purgeTimer.unref();
    }
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0;
  }

  /** The generation to pass to `set` for a read that starts now. */
  generation(authorId: string): number {
    return this.globalGeneration + (this.generations.get(authorId) ?? 0);
  }

  /** Whether other processes' writes reach this cache (see Coherence). */
  get coherence(): Coherence {
    return this.coherenceNow;
  }

  /** Serving from memory now: on, and not cut off from other writers. */
  private get serving(): boolean {
    return this.enabled && this.coherenceNow !== 'down';
  }

  /** A live entry; without `authorId` the entry's own author is checked. */
  get<T>(key: string, authorId?: string): T | undefined {
    if (!this.serving) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    authorId ??= entry.authorId;
    if (entry.authorId !== authorId || entry.generation !== this.generation(authorId)) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value as T;
  }

  /**
   * Stores a value read under `generation`; nothing is stored when a write
   * of the author happened meanwhile. `expiresAt` can shorten the TTL (a
   * scheduled chapter that comes due, a session that ends).
   */
  set(key: string, authorId: string, generation: number, value: unknown, expiresAt?: number): void {
    if (!this.serving || generation !== this.generation(authorId)) return;
    const now = this.options.now();
    const ttl = Math.min(this.options.ttlMs, (expiresAt ?? Number.POSITIVE_INFINITY) - now);
    if (ttl <= 0) return;
    const bytes = JSON.stringify(value).length * 2 + ENTRY_OVERHEAD_BYTES;
    this.entries.set(key, { authorId, generation, value, bytes }, { ttl });
  }

  /** Bytes held now (estimated), for tests and figures. */
  get bytes(): number {
    return this.entries.calculatedSize;
  }

  /** Entries held now. */
  get size(): number {
    return this.entries.size;
  }

  /** Frees expired entries now (a timer does it every TTL). */
  purgeExpired(): void {
    this.entries.purgeStale();
  }

  /** Stops the purge timer (the app closing). */
  close(): void {
    clearInterval(this.purgeTimer);
    this.entries.clear();
  }

  /** After a write by (or about) the author. */
  invalidateAuthor(authorId: string): void {
    this.bump(authorId);
    this.publish(authorId);
  }

  /** After a write that may touch any author (the scheduler, a revoke by token). */
  invalidateAll(): void {
    this.bump(ALL);
    this.publish(ALL);
  }

  /**
   * Resolves once this process has heard every other process's writes
   * committed before the call; a request awaits it before reading the cache.
   */
  async catchUp(): Promise<void> {
    if (this.enabled && this.link && this.coherenceNow === 'up') await this.link.caughtUp();
  }

  /** Resolves once this process's invalidations so far are committed. */
  async published(): Promise<void> {
    if (this.publishing.size > 0) await Promise.all(this.publishing);
  }

  /**
   * Tells other processes of this process's invalidations and hears theirs.
   * Starts 'down' until the channel reports it listens.
   */
  connect(link: InvalidationLink): {
    onMessage(message: string): void;
    onUp(): void;
    onDown(): void;
  } {
    this.link = link;
    this.startOver('down');
    return {
      onMessage: (message) => this.bump(message),
      onUp: () => this.startOver('up'),
      onDown: () => this.startOver('down'),
    };
  }

  /** Drops every entry and makes reads in flight store nothing. */
  private startOver(coherence: Coherence): void {
    this.coherenceNow = coherence;
    this.bump(ALL);
    this.entries.clear();
  }

  private publish(message: string): void {
    if (!this.link) return;
    const sent = this.link.publish(message).finally(() => this.publishing.delete(sent));
    this.publishing.add(sent);
  }

  private bump(authorId: string): void {
    if (authorId === ALL) this.globalGeneration += 1;
    else this.generations.set(authorId, (this.generations.get(authorId) ?? 0) + 1);
  }
}

/**
 * A cache key part for a validated query: every parameter present, sorted by
 * name, absent ones left out. Only validated queries may be keyed this way
 * (unknown parameters are refused by the validation layer), so a client
 * cannot mint new keys beyond the spec's parameters and their values.
 */
export function canonicalQueryKey(query: object): string {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(entries);
}
