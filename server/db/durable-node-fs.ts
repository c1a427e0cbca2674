/**
 * PGlite on a data folder that keeps what it acknowledged through a crash or
 * a power cut. Two things stand in the way in PGlite 0.5 (read in its
 * dist/ sources):
 *
 * - its default start parameters include `-F`, which turns PostgreSQL's
 *   fsync off;
 * - Emscripten's NODEFS, which maps the cluster onto the real folder, has no
 *   `fsync` stream operation (so fsync() is a silent no-op) and implements
 *   fdatasync() as a no-op too, which is PostgreSQL's default WAL sync method
 *   on Linux.
 *
 * So the cluster starts without `-F`, with `wal_sync_method=fsync`, and the
 * NODEFS stream operations gain an fsync that calls the real one. A commit
 * then returns only after its WAL reached the disk (one fsync per commit;
 * `scripts/bench-api.ts` shows the cost per save). Writes themselves are
 * synchronous `fs.writeSync` calls in NODEFS, so a killed process never loses
 * what the OS was handed.
 */
import { fsyncSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/** The part of Emscripten's module this file touches. */
interface EmscriptenModule {
  NODEFS: { stream_ops: Record<string, unknown> };
}

interface NodeFsStream {
  nfd: number;
}

let fsyncCalls = 0;

/** fsync calls that reached the OS so far (tests check that commits sync). */
export function durableFsyncCount(): number {
  return fsyncCalls;
}

/** A NodeFS whose fsync reaches the disk. */
function durableNodeFs(dataDir: string): NodeFS {
  const fs = new NodeFS(dataDir);
  const init = fs.init.bind(fs);
  fs.init = async (pg, emscriptenOptions) => {
    const result = await init(pg, emscriptenOptions);
    const preRun = result.emscriptenOpts.preRun;
    const hooks = Array.isArray(preRun) ? preRun : preRun ? [preRun] : [];
    result.emscriptenOpts.preRun = [
      ...hooks,
      (mod: EmscriptenModule) => {
        // One shared object: every NODEFS file node points at it.
        mod.NODEFS.stream_ops.fsync = (stream: NodeFsStream) => {
          fsyncSync(stream.nfd);
          fsyncCalls += 1;
          return 0;
        };
      },
    ];
    return result;
  };
  return fs;
}

/** PGlite's defaults, with fsync on and WAL synced by fsync(). */
function durableStartParams(): string[] {
  const defaults = (PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams;
  return [...defaults.filter((param) => param !== '-F'), '-c', 'wal_sync_method=fsync'];
}

/** Opens (creating when empty) a PGlite cluster in `dataDir` with durable commits. */
export function openDurablePglite(dataDir: string): Promise<PGlite> {
  const options: PGliteOptions = { fs: durableNodeFs(dataDir), startParams: durableStartParams() };
  return PGlite.create(options);
}
