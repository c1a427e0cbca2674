/**
 * The reference author API as a Fastify app: routed and validated from
 * openapi/author.yaml by fastify-openapi-glue, answering the envelope of the
 * spec, with the SPA and uploads served beside it. `buildApp` is what main.ts
 * listens with and what the contract tests run in-process.
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { maskedValueErrors } from '../src/lib/contract';
import type { AppConfig, AppContext } from './context';
import type { Db } from './db/client';
import { securityHandlers } from './http/authentication';
import { errorHandler } from './http/error-handler';
import { ApiFailure, ErrorCodes, envelope, failureEnvelope, invalid } from './http/failure';
import { closeConnectionsAfterLastResponse } from './http/graceful-close';
import { type HealthOptions, registerHealthRoutes } from './http/health';
import { loggerOptions } from './http/log-redaction';
import { isLoopbackHost, isLoopbackPeer } from './http/loopback';
import { API_PREFIXES, registerSecurity } from './http/security';
import { createSpaIndex, SERVICE_WORKER_FILE } from './http/spa-index';
import {
  bodyAjv,
  bodyKindOf,
  closedQuerySchema,
  contentTypeErrors,
  queryAjv,
  unstorableValueErrors,
} from './http/validation';
import { authedFileHandlers, authedHandlers, publicHandlers } from './routes';
import { MENU_OPERATION, menuPlugin } from './routes/menu';
import { registerRumRoute } from './routes/rum';
import { registerUploadRoutes } from './routes/uploads';
import { SmsService } from './services/auth/sms';
import { stopExports } from './services/export/jobs';
import { ReadCache } from './services/platform/read-cache';
import { loadSpec, withoutOperation } from './spec';
import { createFileStore } from './storage';

/** Development helpers: absent (404) unless DEV_OUTBOX is on outside production, and loopback only (peer and Host). */
const DEV_OPERATIONS = new Set([
  'getDevOutbox',
  'devDecideCertification',
  'devDecideChapterReview',
]);

export interface BuildAppOptions {
  db: Db;
  config?: Partial<AppConfig>;
  /** The built SPA (dist/); not served when absent. */
  staticDir?: string;
  now?: () => Date;
  /** Off by default; `stream` lets tests read what would be logged. */
  logger?: false | { level: string; stream?: NodeJS.WritableStream };
  /** What /readyz asks of the process beyond the database (server/http/health.ts). */
  health?: HealthOptions;
  /**
   * Proxies whose X-Forwarded-For is believed (Fastify's trustProxy: their
   * addresses or CIDR ranges, or true for any), so per-address limits see
   * clients, not the load balancer. Off by default.
   */
  trustProxy?: boolean | string[];
}

export const UPLOAD_LIMIT_BYTES = 2 * 1024 * 1024;

export async function buildApp(options: BuildAppOptions): Promise<{
  app: FastifyInstance;
  context: AppContext;
}> {
  const app = Fastify({
    logger: options.logger ? loggerOptions(options.logger.level, options.logger.stream) : false,
    bodyLimit: 1024 * 1024,
    // Chapter ids and keywords travel in query strings; keep room for them.
    routerOptions: { maxParamLength: 200 },
    trustProxy: options.trustProxy ?? false,
  });
  const now = options.now ?? (() => new Date());
  const config: AppConfig = {
    production: false,
    fileStorage: 'folder',
    uploadsDir: resolve('.data/uploads'),
    tokenTtlMs: 30 * 24 * 3_600_000,
    readCacheTtlMs: 0,
    devOutbox: false,
    requestsPerMinute: 0,
    connectOrigins: [],
    ...options.config,
  };
  // Never in production, whatever the environment says.
  const devOutbox = config.devOutbox && !config.production;
  await mkdir(config.uploadsDir, { recursive: true });
  const context: AppContext = {
    db: options.db,
    config,
    now,
    log: app.log,
    sms: new SmsService(options.db, now, {
      outbox: devOutbox,
      resendAfterS: config.production ? undefined : config.smsResendAfterS,
      print: (line) => app.log.info(line),
    }),
    readCache: new ReadCache({
      ttlMs: config.readCacheTtlMs,
      maxBytes: config.readCacheMaxBytes,
      now: () => now().getTime(),
    }),
    files: createFileStore(config.fileStorage, options.db, config.uploadsDir),
  };
  app.addHook('onClose', async () => context.readCache.close());
  // Export jobs under way stop after their batch, before the database closes.
  app.addHook('onClose', async () => stopExports(context));
  closeConnectionsAfterLastResponse(app);
  const spec = loadSpec();

  app.decorateRequest('author', null);
  app.decorateRequest('sessionId', null);
  // Bodies are validated exactly; query strings are coerced (they are text).
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'querystring' ? queryAjv : bodyAjv).compile(schema as object),
  );
  // Responses are plain JSON: the contract tests validate them against the
  // spec, and fast-json-stringify would silently drop fields the spec misses.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  // Every operation's request passes the same checks (server/http/validation.ts):
  // the declared content type, no unknown query parameter, and no value the
  // database cannot keep exactly as sent.
  app.addHook('onRoute', (route) => {
    const schema = route.schema as
      | {
          operationId?: string;
          body?: { content?: Record<string, unknown> };
          querystring?: unknown;
        }
      | undefined;
    if (!schema?.operationId) return;
    const bodyKind = bodyKindOf(schema.body?.content);
    // Multipart bodies are read by their handlers (size and type checked there).
    if (bodyKind === 'multipart') delete schema.body;
    schema.querystring = closedQuerySchema(schema.querystring);
    // The glue runs the spec's security handlers as a preHandler, after the
    // body was parsed and validated; the token is checked first instead, so
    // a request without a valid one is refused before its body is read.
    route.onRequest = [...hooksOf(route.onRequest), ...hooksOf(route.preHandler)];
    route.preValidation = [
      ...hooksOf(route.preValidation),
      async (request: FastifyRequest) => {
        const errors = contentTypeErrors(bodyKind, request.headers['content-type'], request.body);
        if (errors) throw invalid(errors, 'Invalid request body');
        // Before the schema's own checks, so a masked phone is named as
        // masked (validation.masked) rather than as a bad format.
        const masked = bodyKind === 'json' ? maskedValueErrors(request.body) : {};
        if (Object.keys(masked).length > 0) throw invalid(masked);
      },
    ];
    route.preHandler = [
      async (request: FastifyRequest) => {
        const errors = {
          ...unstorableValueErrors(request.query),
          ...(bodyKind === 'json' ? unstorableValueErrors(request.body) : {}),
        };
        if (Object.keys(errors).length > 0) throw invalid(errors);
      },
    ];
  });

  app.setErrorHandler(errorHandler());
  await registerSecurity(app, {
    requestsPerMinute: config.requestsPerMinute,
    connectOrigins: config.connectOrigins,
  });

  await app.register(fastifyMultipart, {
    limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 5 },
  });

  // One dispatch table; each handler's own input type was checked where it was declared.
  const handlers = { ...publicHandlers, ...authedHandlers } as unknown as Record<
    string,
    (input: Record<string, unknown>) => Promise<unknown>
  >;
  const fileHandlers = authedFileHandlers as unknown as Record<
    string,
    (input: Record<string, unknown>, reply: FastifyReply) => Promise<void>
  >;
  for (const [operationId, needsToken] of spec.needsToken) {
    if (operationId === MENU_OPERATION) continue;
    if (!(operationId in handlers) && !(operationId in fileHandlers)) {
      throw new Error(`No handler for operation ${operationId}`);
    }
    if (needsToken !== (operationId in authedHandlers || operationId in fileHandlers)) {
      throw new Error(`Handler of ${operationId} disagrees with the spec's security`);
    }
  }
  const security = securityHandlers(context);

  await app.register(openapiGlue, {
    // The menu has a plugin of its own (below).
    specification: withoutOperation(spec.document, MENU_OPERATION),
    securityHandlers: security,
    operationResolver: (operationId: string) => {
      const fileHandle = fileHandlers[operationId];
      if (fileHandle) {
        return async (request: FastifyRequest, reply: FastifyReply) => {
          try {
            await fileHandle(
              {
                body: request.body,
                query: request.query,
                req: request,
                app: context,
                author: request.author,
                sessionId: request.sessionId,
              },
              reply,
            );
            return reply;
          } catch (error) {
            if (!(error instanceof ApiFailure)) throw error;
            return failureEnvelope(error);
          }
        };
      }
      const handle = handlers[operationId];
      if (!handle) throw new Error(`No handler for operation ${operationId}`);
      const devOnly = DEV_OPERATIONS.has(operationId);
      if (devOnly && !devOutbox) {
        return async (_request: FastifyRequest, reply: FastifyReply) =>
          reply.code(404).send(envelope(ErrorCodes.notFound, 'Not found'));
      }
      return async (request: FastifyRequest, reply: FastifyReply) => {
        // The outbox holds live codes: loopback peers only (the socket's
        // own address, never a forwarded one), naming a loopback Host (a
        // rebound DNS name is refused: server/http/loopback.ts).
        if (
          devOnly &&
          !(isLoopbackPeer(request.socket.remoteAddress) && isLoopbackHost(request.headers.host))
        ) {
          return reply.code(404).send(envelope(ErrorCodes.notFound, 'Not found'));
        }
        try {
          const body = await handle({
            body: request.body,
            query: request.query,
            req: request,
            app: context,
            author: request.author,
            sessionId: request.sessionId,
          });
          return envelope(0, 'ok', body ?? null);
        } catch (error) {
          if (!(error instanceof ApiFailure)) throw error;
          return failureEnvelope(error);
        } finally {
          // After any write by an author, answered or refused, once it has
          // committed: a read that started before carries an older
          // generation and cannot store what it read.
          if (request.method !== 'GET' && request.author) {
            context.readCache.invalidateAuthor(request.author.id);
          }
          // The answer leaves only once other processes can hear of the
          // write, so a client's next request, wherever it lands, sees it.
          await context.readCache.published();
        }
      };
    },
  });
  const menuRoute = spec.routes.get(MENU_OPERATION)!.split(' ');
  await app.register(menuPlugin, {
    method: menuRoute[0]!,
    url: menuRoute[1]!,
    checkToken: security.xToken,
  });

  registerHealthRoutes(app, context, options.health);
  await registerRumRoute(app, context);
  registerUploadRoutes(app, context);

  const staticDir = options.staticDir;
  const spaIndex = staticDir ? join(staticDir, 'index.html') : undefined;
  if (staticDir && spaIndex && existsSync(spaIndex)) {
    await app.register(fastifyStatic, {
      root: resolve(staticDir),
      prefix: '/',
      wildcard: false,
      // '/' is a client-side route like the others (the not-found handler
      // below answers it with the route's preload hints).
      index: false,
      // The build writes .br and .gz beside each asset (scripts/lib/precompress.ts).
      preCompressed: true,
      setHeaders: (res, path) => {
        // Hashed assets never change; index.html must always be revalidated,
        // and so must the service worker, whose URL never changes: the
        // browser compares it byte for byte to find a new build's worker.
        const file = path.replace(/\.(?:br|gz)$/, '');
        res.header(
          'Cache-Control',
          file.endsWith('.html') || file.endsWith(`/${SERVICE_WORKER_FILE}`)
            ? 'no-cache'
            : 'public, max-age=31536000, immutable',
        );
      },
    });
  }

  const spaHtml = staticDir ? createSpaIndex(staticDir) : null;
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    const html = !isApi && request.method === 'GET' ? spaHtml?.render(request.url) : null;
    if (html) {
      // Client-side routes (/home, /chapter-add?...) all load the SPA, with
      // hints for the chunks of the route asked for.
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
    }
    return reply.code(404).send(envelope(ErrorCodes.notFound, 'Not found'));
  });

  return { app, context };
}

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** A route option's hooks as a list (it may be absent, one, or several). */
function hooksOf(value: unknown): Hook[] {
  if (!value) return [];
  return (Array.isArray(value) ? value : [value]) as Hook[];
}
