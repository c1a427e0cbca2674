/**
 * A small round-robin HTTP load balancer (node:http only) for trying several
 * server processes on one machine (`npm run replicas`) and for measuring
 * them (`npm run bench:replicas`). It does what a real balancer in front of
 * the reference server must do (docs/operations.md, "Running several servers"):
 *
 * - sends each request to the next backend that is ready, with no session
 *   affinity (any replica can answer any request);
 * - asks every backend's GET /readyz every second and skips those that
 *   answer anything but 200 (starting, shutting down, database or
 *   invalidation channel lost) until they are ready again;
 * - adds X-Forwarded-For / -Proto / -Host, so a server started with
 *   TRUST_PROXY applies its per-address limits to the client, not to the
 *   balancer;
 * - retries a request on another backend only when the connection was
 *   refused before any of the request's body was read (nothing was sent,
 *   so even a save is safe to send again), and answers 502 otherwise.
 *
 * Bodies stream both ways. Each answer names its backend in `x-served-by`.
 */
import http from 'node:http';

export interface Backend {
  name: string;
  /** e.g. http://127.0.0.1:8483 */
  url: string;
}

export interface ProxyOptions {
  port: number;
  host?: string;
  backends: Backend[];
  /** How often backends' /readyz is asked; default 1 s. */
  probeEveryMs?: number;
}

export interface RunningProxy {
  url: string;
  /** Names of the backends currently taking requests. */
  ready(): string[];
  close(): Promise<void>;
}

interface BackendState extends Backend {
  host: string;
  port: number;
  ready: boolean;
  agent: http.Agent;
}

const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
];

function forwardedHeaders(request: http.IncomingMessage): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = { ...request.headers };
  for (const name of HOP_BY_HOP) delete headers[name];
  // Keep a body's framing: chunked bodies are re-chunked by node.
  if (request.headers['transfer-encoding']) headers['transfer-encoding'] = 'chunked';
  const client = request.socket.remoteAddress ?? '';
  const before = request.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = before ? `${before}, ${client}` : client;
  headers['x-forwarded-proto'] = 'http';
  headers['x-forwarded-host'] = request.headers.host ?? '';
  return headers;
}

function probe(backend: BackendState): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get(
      {
        host: backend.host,
        port: backend.port,
        path: '/readyz',
        agent: backend.agent,
        timeout: 2000,
      },
      (response) => {
        response.resume();
        resolve(response.statusCode === 200);
      },
    );
    request.on('timeout', () => request.destroy(new Error('probe timed out')));
    request.on('error', () => resolve(false));
  });
}

export async function startRoundRobinProxy(options: ProxyOptions): Promise<RunningProxy> {
  const backends: BackendState[] = options.backends.map((backend) => {
    const url = new URL(backend.url);
    return {
      ...backend,
      host: url.hostname,
      port: Number(url.port),
      ready: false,
      agent: new http.Agent({ keepAlive: true, maxSockets: 256 }),
    };
  });
  let next = 0;

  const probeAll = async () => {
    await Promise.all(
      backends.map(async (backend) => {
        backend.ready = await probe(backend);
      }),
    );
  };
  await probeAll();
  const prober = setInterval(() => void probeAll(), options.probeEveryMs ?? 1000);
  prober.unref();

  /** The next ready backend after the last one used, skipping `tried`. */
  function pick(tried: Set<BackendState>): BackendState | undefined {
    for (let i = 0; i < backends.length; i += 1) {
      const candidate = backends[(next + i) % backends.length]!;
      if (candidate.ready && !tried.has(candidate)) {
        next = (next + i + 1) % backends.length;
        return candidate;
      }
    }
    return undefined;
  }

  function refuse(response: http.ServerResponse, status: number, message: string): void {
    if (response.headersSent) {
      response.destroy();
      return;
    }
    response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
    response.end(`${message}\n`);
  }

  function forward(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    tried: Set<BackendState>,
  ): void {
    const backend = pick(tried);
    if (!backend) {
      refuse(response, 503, 'no server is ready');
      return;
    }
    tried.add(backend);
    const upstream = http.request(
      {
        host: backend.host,
        port: backend.port,
        method: request.method,
        path: request.url,
        headers: forwardedHeaders(request),
        agent: backend.agent,
      },
      (answer) => {
        const headers: http.OutgoingHttpHeaders = {
          ...answer.headers,
          'x-served-by': backend.name,
        };
        for (const name of HOP_BY_HOP) delete headers[name];
        response.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' && !request.readableDidRead) {
        // Nothing reached that backend: it went away; try the next one.
        backend.ready = false;
        forward(request, response, tried);
        return;
      }
      refuse(response, 502, `${backend.name} failed: ${error.code ?? error.message}`);
    });
    request.pipe(upstream);
  }

  const server = http.createServer((request, response) => forward(request, response, new Set()));
  // Keep-alive from clients, longer than the servers' own so the proxy
  // never holds a socket the client thinks is open.
  server.keepAliveTimeout = 65_000;
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });

  return {
    url: `http://${host}:${options.port}`,
    ready: () => backends.filter((backend) => backend.ready).map((backend) => backend.name),
    async close() {
      clearInterval(prober);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      for (const backend of backends) backend.agent.destroy();
    },
  };
}
