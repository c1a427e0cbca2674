/**
 * Where an export's bytes go: a Writable that gathers what it is given into
 * chunks of 256 KiB and stores each in export_chunks as soon as it is full,
 * so at most one chunk of the file is in memory. Writers pipe into it (or
 * await `writeTo`), and its backpressure slows them to the database's pace.
 */
import { once } from 'node:events';
import { Writable } from 'node:stream';
import type { Db } from '../../db/client';
import { insertExportChunk } from '../../repositories/exports';

const CHUNK_BYTES = 256 * 1024;

export class ChunkSink extends Writable {
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private seq = 0;
  /** Bytes written so far. */
  size = 0;

  constructor(
    private readonly db: Db,
    private readonly jobId: string,
  ) {
    super({ highWaterMark: CHUNK_BYTES });
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error) => void): void {
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    this.size += chunk.length;
    if (this.pendingBytes < CHUNK_BYTES) {
      done();
      return;
    }
    this.flush(false).then(() => done(), done);
  }

  override _final(done: (error?: Error) => void): void {
    this.flush(true).then(() => done(), done);
  }

  private async flush(all: boolean): Promise<void> {
    let data = Buffer.concat(this.pending, this.pendingBytes);
    this.pending = [];
    this.pendingBytes = 0;
    while (data.length >= CHUNK_BYTES || (all && data.length > 0)) {
      const part = data.subarray(0, CHUNK_BYTES);
      await insertExportChunk(this.db, this.jobId, this.seq++, Buffer.from(part));
      data = data.subarray(part.length);
    }
    if (data.length > 0) {
      this.pending.push(Buffer.from(data));
      this.pendingBytes = data.length;
    }
  }
}

/** Writes to a stream, waiting while it asks to (its buffer is full). */
export async function writeTo(stream: Writable, data: Buffer | string): Promise<void> {
  if (!stream.write(data)) await once(stream, 'drain');
}

/** Ends a stream and resolves once everything written has been handled. */
export async function endStream(stream: Writable): Promise<void> {
  const finished = once(stream, 'finish');
  stream.end();
  await finished;
}
