/**
 * The spec's one security scheme, `xToken` (the session token in the
 * `x-token` header), as a security handler of fastify-openapi-glue: the glue
 * calls it for every operation whose `security` names the scheme, and an
 * operation with `security: []` never sees it. A valid session puts its
 * author on the request; anything else throws the refusal (100002 or
 * 109017), which the error handler answers in the envelope.
 */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Author } from '../db/schema';
import { authenticate } from '../services/auth/sessions';
import { ApiFailure, ErrorCodes } from './failure';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session's author, once `xToken` accepted the request. */
    author: Author | null;
    /** The session's token hash, for logout and password changes. */
    sessionId: string | null;
  }
}

export type TokenCheck = (request: FastifyRequest) => Promise<void>;

/** The handlers of the spec's security schemes, by scheme name. */
export function securityHandlers(context: AppContext): { xToken: TokenCheck } {
  return {
    async xToken(request) {
      const token = request.headers['x-token'];
      // Hear other processes' writes committed before this request arrived
      // before anything is read from the cache (a logout elsewhere, an edit).
      await context.readCache.catchUp();
      const session = await authenticate(context, typeof token === 'string' ? token : undefined);
      request.author = session.author;
      request.sessionId = session.sessionId;
    },
  };
}

/** The author `xToken` accepted; refuses as a missing token if the check did not run. */
export function sessionAuthor(request: FastifyRequest): Author {
  if (!request.author) throw new ApiFailure(ErrorCodes.tokenInvalid, 'Not logged in');
  return request.author;
}
