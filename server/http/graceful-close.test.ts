import http from 'node:http';
import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { closeConnectionsAfterLastResponse } from './graceful-close';

/** One keep-alive GET; resolves with the body once it is read. */
function get(url: string, agent: http.Agent, onHeaders: () => void) {
  return new Promise<string>((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        onHeaders();
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => resolve(body));
      })
      .on('error', reject);
  });
}

it('lets go of a connection whose response finished after close began', async () => {
  // A keep-alive timeout longer than the test's own: were the connection
  // kept until it, close() would never resolve within the test.
  const app = Fastify({ keepAliveTimeout: 600_000 });
  closeConnectionsAfterLastResponse(app);
  let release = () => {};
  // A download: its headers leave before close() begins, its end after.
  app.get('/slow', async (_request, reply) => {
    const body = new PassThrough();
    body.write('do');
    release = () => body.end('ne');
    return reply.send(body);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const agent = new http.Agent({ keepAlive: true });

  let headersArrived = () => {};
  const inFlight = new Promise<void>((resolve) => {
    headersArrived = resolve;
  });
  const answer = get(`http://127.0.0.1:${port}/slow`, agent, headersArrived);
  await inFlight;
  const closed = app.close();
  release();
  expect(await answer).toBe('done');
  // Resolves only once the server has let go of every connection.
  await closed;
  expect(app.server.listening).toBe(false);
  agent.destroy();
}, 20_000);
