/**
 * No acknowledged word is lost: saves stream to a real server process, the
 * process is killed with SIGKILL in the middle of them, a new process starts
 * on the same data (the same PGlite folder, or the same PostgreSQL
 * database), and every save the server acknowledged is there with its exact
 * text and version. A save that was in flight when the process died may or
 * may not have landed; if it did, it is exactly what was sent.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, logIn, SIGNED_PHONE } from '../../scripts/lib/bench-server';
import { createRng } from '../../server/db/seed-prose';
import { type SeededDatabase, seededDatabase } from '../lib/databases';
import { type ServerProcess, startServerProcess } from '../lib/server-processes';

const STREAMS = 4;
/** Acknowledged saves (all streams together) before the kill. */
const SAVES_BEFORE_KILL = 40;

interface Chapter {
  id: string;
  version: number;
  content: string;
}

interface StreamState {
  chapterId: string;
  /** The last save the server acknowledged. */
  acked: { version: number; content: string };
  /** The save in flight when the server died (its would-be version and text). */
  inFlight: { version: number; content: string } | null;
}

let database: SeededDatabase;
let server: ServerProcess | undefined;

beforeAll(async () => {
  database = await seededDatabase(inject('contractPostgresTemplate'));
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await database?.dispose();
});

/** Paragraphs that differ in every save, so a stale text cannot pass for a new one. */
function textOf(stream: number, save: number, random: () => number): string {
  const words = Array.from({ length: 40 + Math.floor(random() * 200) }, () =>
    String.fromCodePoint(0x4e00 + Math.floor(random() * 2000)),
  ).join('');
  return `第${stream}路第${save}次保存：${words}\n结尾。`;
}

async function save(
  baseUrl: string,
  token: string,
  body: { chapter_id: string; version: number; content: string },
): Promise<Chapter> {
  const response = await fetch(`${baseUrl}/author/chapter/update`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-token': token },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; body: Chapter };
  if (envelope.code !== 0) throw new Error(`save answered ${envelope.code}`);
  return envelope.body;
}

describe('a server killed mid-stream of saves', () => {
  it('keeps every acknowledged save, exactly, after a restart on the same data', async () => {
    server = await startServerProcess(database);
    const baseUrl = server.baseUrl;
    const token = await logIn(baseUrl, SIGNED_PHONE);
    const books = await api<{ list: { id: string }[] }>(
      baseUrl,
      'GET',
      '/author/book/list?kind=long',
      token,
    );
    const bookId = books.list[0]!.id;
    const volumes = await api<{ list: { id: string }[] }>(
      baseUrl,
      'GET',
      `/author/volume/list?book_id=${bookId}`,
      token,
    );
    const streams: StreamState[] = [];
    for (let i = 0; i < STREAMS; i += 1) {
      const created = await api<Chapter>(baseUrl, 'POST', '/author/chapter/create', token, {
        book_id: bookId,
        volume_id: volumes.list[0]!.id,
        title: `崩溃测试${i}`,
        content: '开头',
      });
      streams.push({
        chapterId: created.id,
        acked: { version: created.version, content: created.content },
        inFlight: null,
      });
    }

    const random = createRng(7);
    let acknowledged = 0;
    let killed: Promise<void> | null = null;
    const running = server;
    await Promise.all(
      streams.map(async (stream, index) => {
        for (let n = 1; ; n += 1) {
          const content = textOf(index, n, random);
          stream.inFlight = { version: stream.acked.version + 1, content };
          try {
            const saved = await save(baseUrl, token, {
              chapter_id: stream.chapterId,
              version: stream.acked.version,
              content,
            });
            stream.acked = { version: saved.version, content };
            stream.inFlight = null;
          } catch {
            return; // The server is gone.
          }
          acknowledged += 1;
          // Killed while the other streams' saves are still on the wire.
          if (acknowledged === SAVES_BEFORE_KILL) killed = running.kill('SIGKILL');
        }
      }),
    );
    await killed;
    expect(acknowledged).toBeGreaterThanOrEqual(SAVES_BEFORE_KILL);

    server = await startServerProcess(database);
    const after = await logIn(server.baseUrl, SIGNED_PHONE);
    for (const stream of streams) {
      const stored = await api<Chapter>(
        server.baseUrl,
        'GET',
        `/author/chapter/info?chapter_id=${stream.chapterId}`,
        after,
      );
      if (stored.version === stream.acked.version) {
        expect(stored.content).toBe(stream.acked.content);
      } else {
        // Only the save in flight may have landed after the last acknowledgement.
        expect(stream.inFlight, `chapter ${stream.chapterId}`).not.toBeNull();
        expect(stored.version).toBe(stream.inFlight!.version);
        expect(stored.content).toBe(stream.inFlight!.content);
      }
    }
  }, 120_000); // Two server processes start in it: slow on a loaded machine.
});
