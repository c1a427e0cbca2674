/**
 * Cross-process invalidation of the read cache on PostgreSQL: every server
 * process LISTENs on one channel, and a process (or the editor CLI) that
 * wrote NOTIFYs it with the author's id, or '*' for everyone. PGlite needs
 * none of this: its data folder belongs to one process.
 */
import pg from 'pg';

export const INVALIDATION_CHANNEL = 'author_read_cache';

export interface InvalidationBus {
  publish(message: string): void;
  close(): Promise<void>;
}

export async function connectInvalidationBus(
  databaseUrl: string,
  onMessage: (message: string) => void,
  onError: (error: Error) => void,
): Promise<InvalidationBus> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', onError);
  await client.connect();
  client.on('notification', (note) => {
    if (note.channel === INVALIDATION_CHANNEL && note.payload) onMessage(note.payload);
  });
  await client.query(`LISTEN ${INVALIDATION_CHANNEL}`);
  return {
    publish(message) {
      // Fire and forget: a lost notice only costs freshness until the TTL.
      client.query('select pg_notify($1, $2)', [INVALIDATION_CHANNEL, message]).catch(onError);
    },
    close: () => client.end(),
  };
}
