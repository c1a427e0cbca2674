/**
 * How `npm run backup` asks a running server for a backup. PGlite's folder
 * belongs to the server process, so the CLI cannot read it while the server
 * runs; the server takes the backup itself (dump.ts, in its own transaction)
 * and hands the file over.
 *
 * - POST /admin/backup answers only a peer on this machine (loopback, or the
 *   server's own address when it listens on one interface) that sends the
 *   secret of `<DATA_DIR>/backup-endpoint.json`.
 * - That file is written when the server listens, readable by its owner only
 *   (0600): whoever can read it could read the data folder anyway. It names
 *   the port and the server's pid, and goes when the server stops.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { BackupResult } from './dump';

const ENDPOINT_FILE = 'backup-endpoint.json';
export const BACKUP_ROUTE = '/admin/backup';

export interface EndpointFile {
  pid: number;
  /** HOST as the server listens on it. */
  host: string;
  port: number;
  secret: string;
}

function isSameMachine(remote: string | undefined, local: string | undefined): boolean {
  if (!remote) return false;
  if (remote === '::1' || remote.startsWith('127.') || remote.startsWith('::ffff:127.'))
    return true;
  return remote === local;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface BackupEndpointOptions {
  /** Takes a backup into the given file. */
  take(path: string): Promise<BackupResult>;
  /** Where the file is written before it is sent (then removed). */
  workDir: string;
}

/** Registers POST /admin/backup; answers the secret the CLI must send. */
export function registerBackupEndpoint(
  app: FastifyInstance,
  options: BackupEndpointOptions,
): string {
  const secret = randomBytes(32).toString('base64url');
  app.post(BACKUP_ROUTE, async (request, reply) => {
    const auth = request.headers.authorization ?? '';
    const given = auth.startsWith('Bearer ') ? auth.slice(7) : '';
    if (
      !isSameMachine(request.socket.remoteAddress, request.socket.localAddress) ||
      !sameSecret(given, secret)
    ) {
      return reply.code(404).send({ code: 102001, msg: 'Not found', body: null });
    }
    await mkdir(options.workDir, { recursive: true });
    const path = join(options.workDir, `.cli-${randomBytes(6).toString('hex')}.jsonl.gz`);
    const result = await options.take(path);
    const stream = createReadStream(path);
    stream.on('close', () => void rm(path, { force: true }));
    return reply
      .header('content-type', 'application/gzip')
      .header('content-length', String(result.bytes))
      .header('cache-control', 'no-store')
      .header('x-backup-ms', String(Math.round(result.ms)))
      .send(stream);
  });
  return secret;
}

/** Writes `<dataDir>/backup-endpoint.json` (0600); answers a remover for shutdown. */
export async function writeEndpointFile(
  dataDir: string,
  endpoint: EndpointFile,
): Promise<() => Promise<void>> {
  const path = join(dataDir, ENDPOINT_FILE);
  await writeFile(path, JSON.stringify(endpoint), { mode: 0o600 });
  // The mode applies only when the file is created: a leftover keeps its own.
  await chmod(path, 0o600);
  return () => rm(path, { force: true });
}

export async function readEndpointFile(dataDir: string): Promise<EndpointFile | null> {
  const text = await readFile(join(dataDir, ENDPOINT_FILE), 'utf8').catch(() => null);
  if (!text) return null;
  try {
    return JSON.parse(text) as EndpointFile;
  } catch {
    return null;
  }
}
