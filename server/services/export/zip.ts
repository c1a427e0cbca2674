/**
 * ZIP containers (EPUB, .docx, the account export) written with yazl as
 * their content is produced, into a Writable (the job's ChunkSink).
 *
 * yazl writes entries in the order they were added, and holds each added
 * buffer until its turn. `addSettled()` waits until yazl has reached everything
 * added before, so a writer that adds a batch of entries, the last settled,
 * keeps at most one batch in memory whatever the sink's pace. Entries added
 * as buffers carry their sizes and CRC in the local header (no data
 * descriptor): the EPUB's `mimetype` must, being first and stored.
 */
import { once } from 'node:events';
import { PassThrough, Readable, type Writable } from 'node:stream';
import { ZipFile } from 'yazl';

export class ZipOut {
  private readonly zip = new ZipFile();
  private readonly finished: Promise<void>;
  private readonly mtime: Date;

  constructor(sink: Writable, mtime: Date) {
    this.mtime = mtime;
    this.zip.outputStream.pipe(sink);
    this.finished = new Promise((resolve, reject) => {
      sink.once('finish', resolve);
      sink.once('error', reject);
      this.zip.outputStream.once('error', reject);
    });
  }

  /** A whole entry; `store` keeps it uncompressed (EPUB's mimetype, images). */
  add(name: string, data: Buffer | string, options: { store?: boolean } = {}): void {
    this.zip.addBuffer(typeof data === 'string' ? Buffer.from(data, 'utf8') : data, name, {
      mtime: this.mtime,
      compress: !options.store,
    });
  }

  /**
   * An entry written as a stream (word/document.xml, a book's text): write
   * into the returned stream with `writeTo` and end it; yazl reads it when
   * its turn comes, and the stream's buffer holds back the writer until then.
   */
  addStream(name: string): PassThrough {
    const stream = new PassThrough({ highWaterMark: 256 * 1024 });
    this.zip.addReadStream(stream, name, { mtime: this.mtime, compress: true });
    return stream;
  }

  /**
   * Adds an entry and resolves once yazl has reached it, that is once every
   * entry added before it is written into the output (and the output has
   * drained into the sink): the pace-keeper after each batch.
   */
  async addSettled(name: string, data: Buffer | string): Promise<void> {
    const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    await new Promise<void>((resolve) => {
      this.zip.addReadStreamLazy(name, { mtime: this.mtime, compress: true }, (callback) => {
        resolve();
        callback(null, Readable.from([bytes]));
      });
    });
    const output = this.zip.outputStream;
    if ((output as PassThrough).writableNeedDrain) await once(output, 'drain');
  }

  /** Writes the central directory and resolves when the sink has everything. */
  async end(): Promise<void> {
    this.zip.end();
    await this.finished;
  }
}
