/**
 * A per-process cache of hot reads (authenticated sessions, chapter-list
 * pages). Every write passes through a server process, which invalidates:
 * embedded PGlite belongs to one process (its data folder is locked); with
 * PostgreSQL the processes tell each other through `connect` (LISTEN/NOTIFY,
 * server/db/invalidations.ts), and the editor CLI notifies too.
 *
 * Invalidation is by author: each successful write of an author (and each
 * scheduler run, each revoke) bumps a generation, and an entry is served only
 * while its generation is current. A read that raced a write stores nothing,
 * because it carries the generation it started with.
 */
export interface ReadCacheOptions {
  /** How long an entry may be served at most; 0 turns the cache off. */
  ttlMs: number;
  /** Entries kept at most (oldest dropped first). */
  maxEntries?: number;
  now: () => number;
}

/** The message that invalidates every author. */
export const ALL = '*';

interface Entry {
  authorId: string;
  generation: number;
  expiresAt: number;
  value: unknown;
}

export class ReadCache {
  private readonly generations = new Map<string, number>();
  private globalGeneration = 0;
  private readonly entries = new Map<string, Entry>();
  private readonly maxEntries: number;
  private publish: (message: string) => void = () => {};

  constructor(private readonly options: ReadCacheOptions) {
    this.maxEntries = options.maxEntries ?? 10_000;
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0;
  }

  /** The generation to pass to `set` for a read that starts now. */
  generation(authorId: string): number {
    return this.globalGeneration + (this.generations.get(authorId) ?? 0);
  }

  /** A live entry; without `authorId` the entry's own author is checked. */
  get<T>(key: string, authorId?: string): T | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    authorId ??= entry.authorId;
    if (
      entry.authorId !== authorId ||
      entry.generation !== this.generation(authorId) ||
      entry.expiresAt <= this.options.now()
    ) {
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
    if (!this.enabled || generation !== this.generation(authorId)) return;
    const ttlEnd = this.options.now() + this.options.ttlMs;
    this.entries.delete(key);
    this.entries.set(key, {
      authorId,
      generation,
      expiresAt: Math.min(ttlEnd, expiresAt ?? ttlEnd),
      value,
    });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
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

  /** Tells other processes of this process's invalidations, and hears theirs. */
  connect(publish: (message: string) => void): (message: string) => void {
    this.publish = publish;
    return (message) => this.bump(message);
  }

  private bump(authorId: string): void {
    if (authorId === ALL) this.globalGeneration += 1;
    else this.generations.set(authorId, (this.generations.get(authorId) ?? 0) + 1);
  }
}
