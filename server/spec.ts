/**
 * The contract, loaded once: the parsed openapi/author.yaml and, per
 * operation, whether it needs a session token. The server is routed and
 * validated from this object, so it cannot drift from the spec.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const SPEC_PATH = fileURLToPath(new URL('../openapi/author.yaml', import.meta.url));

interface SpecOperation {
  operationId: string;
  security?: unknown[];
}

export interface LoadedSpec {
  document: Record<string, unknown>;
  /** operationId -> the operation needs `x-token`. */
  needsToken: Map<string, boolean>;
  /** operationId -> "METHOD /path". */
  routes: Map<string, string>;
}

let cached: LoadedSpec | undefined;

export function loadSpec(): LoadedSpec {
  if (cached) return cached;
  const document = parse(readFileSync(SPEC_PATH, 'utf8'), { maxAliasCount: -1 }) as {
    security?: unknown[];
    paths: Record<string, Record<string, SpecOperation>>;
  };
  const needsToken = new Map<string, boolean>();
  const routes = new Map<string, string>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const security = operation.security ?? document.security ?? [];
      needsToken.set(operation.operationId, security.length > 0);
      routes.set(operation.operationId, `${method.toUpperCase()} ${path}`);
    }
  }
  cached = { document, needsToken, routes };
  return cached;
}

/**
 * A copy of the document without one operation (and without its path when
 * that was its only one), for routing that operation elsewhere.
 */
export function withoutOperation(
  document: Record<string, unknown>,
  operationId: string,
): Record<string, unknown> {
  const paths: Record<string, Record<string, SpecOperation>> = {};
  for (const [path, item] of Object.entries(document.paths as typeof paths)) {
    const kept = Object.fromEntries(
      Object.entries(item).filter(([, operation]) => operation.operationId !== operationId),
    );
    if (Object.keys(kept).length > 0) paths[path] = kept;
  }
  return { ...document, paths };
}
