import type { Middleware } from 'openapi-fetch';
import { isEnvelope } from '../envelope';
import { isJsonContentType } from './envelope';

/** The one path that answers the template's envelope instead of the author API's. */
const MENU_PATH = '/api/user/menu';

/**
 * The template endpoint `POST /api/user/menu` answers `{ data, status, msg,
 * code }` (docs/behaviour.md, The request layer). This middleware, keyed on that path, rewrites
 * the answer as the author envelope `{ code, msg, body: data }`, so the error
 * catalogue and `unwrap` know one envelope only. It runs before the
 * envelope middleware sees the answer (openapi-fetch runs `onResponse` in
 * reverse order of registration: register it after that one).
 */
export function menuEnvelopeMiddleware(): Middleware {
  return {
    async onResponse({ schemaPath, response }) {
      if (schemaPath !== MENU_PATH || !response.ok) return;
      if (!isJsonContentType(response.headers.get('content-type'))) return;
      let value: unknown;
      try {
        value = JSON.parse(await response.clone().text());
      } catch {
        // Malformed JSON is the envelope middleware's to report.
        return;
      }
      if (!isEnvelope(value) || !('data' in value) || 'body' in value) return;
      const { code, msg, data } = value;
      return new Response(JSON.stringify({ code, msg, body: data }), {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    },
  };
}
