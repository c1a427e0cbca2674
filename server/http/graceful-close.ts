/**
 * A closing server stops at once for idle keep-alive connections (Fastify's
 * `forceCloseConnections: 'idle'`), but a connection whose response was still
 * on its way when `close()` began stays open after that response, until the
 * keep-alive timeout (72 s in Fastify): a download finishing during a
 * shutdown held the whole shutdown for over a minute. While closing, every
 * response that finishes lets go of its connection as soon as it is idle.
 */
import type { FastifyInstance } from 'fastify';

export function closeConnectionsAfterLastResponse(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onResponse', async () => {
    // The connection counts as idle only after this turn of the event loop.
    if (closing) setImmediate(() => app.server.closeIdleConnections());
  });
}
