/**
 * GET /uploads/<kind>/<file>: avatars and covers from the app's file store,
 * so every server process answers for every upload. A URL names one file
 * forever (a replaced avatar gets a new URL), so answers are cacheable for a
 * year and a repeated request with the key as its ETag gets a 304. The
 * sandboxing policy and nosniff come from server/http/security.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { ErrorCodes, envelope } from '../http/failure';
import { uploadedFile } from '../services/platform/uploads';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export function registerUploadRoutes(app: FastifyInstance, context: AppContext): void {
  app.get<{ Params: { '*': string } }>('/uploads/*', async (request, reply) => {
    const key = request.params['*'];
    const etag = `"${key}"`;
    if (request.headers['if-none-match'] === etag) {
      return reply.code(304).header('cache-control', IMMUTABLE).header('etag', etag).send();
    }
    const file = await uploadedFile(context, key);
    if (!file) return reply.code(404).send(envelope(ErrorCodes.notFound, 'Not found'));
    return reply
      .header('content-type', file.contentType)
      .header('cache-control', IMMUTABLE)
      .header('etag', etag)
      .send(file.bytes);
  });
}
