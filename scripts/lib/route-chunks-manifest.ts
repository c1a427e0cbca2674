/**
 * Writes dist/route-chunks.json after a build: for every named chunk group
 * (the lazy imports src/lib/route-chunks.ts names), the files it loads beyond
 * the entry's. The reference server reads it to list a route's chunks in the
 * HTML as preload hints (server/http/spa-index.ts).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LOCALES } from '../../src/i18n/locales';
import { allRouteChunkNames } from '../../src/lib/route-chunks';

/** The file the server reads; group name -> URLs of its scripts and styles. */
export const ROUTE_CHUNKS_FILE = 'route-chunks.json';

interface AssetRef {
  name: string;
}
interface ChunkGroup {
  assets?: AssetRef[];
}
interface StatsJson {
  publicPath?: string;
  namedChunkGroups?: Record<string, ChunkGroup>;
  entrypoints?: Record<string, ChunkGroup>;
}
interface StatsLike {
  toJson(options: Record<string, unknown>): StatsJson;
}

/** Group name -> URLs, from a compilation's stats; fails on a name the app lists but the build lacks. */
function routeChunksFromStats(stats: StatsLike): Record<string, string[]> {
  const json = stats.toJson({
    all: false,
    publicPath: true,
    chunkGroups: true,
    entrypoints: true,
  });
  const publicPath = json.publicPath ?? '/';
  const inEntry = new Set(
    Object.values(json.entrypoints ?? {}).flatMap((group) =>
      (group.assets ?? []).map((a) => a.name),
    ),
  );
  const groups: Record<string, string[]> = {};
  for (const [name, group] of Object.entries(json.namedChunkGroups ?? {})) {
    groups[name] = (group.assets ?? [])
      .map((asset) => asset.name)
      .filter((file) => /\.(?:js|css)$/.test(file) && !inEntry.has(file))
      .map((file) => `${publicPath}${file}`);
  }
  const missing = allRouteChunkNames(LOCALES).filter((name) => !(name in groups));
  if (missing.length > 0) {
    throw new Error(
      `src/lib/route-chunks.ts names chunks the build did not write: ${missing.join(', ')} (is a webpackChunkName renamed?)`,
    );
  }
  return groups;
}

/** Writes the manifest beside index.html. */
export async function writeRouteChunks(stats: StatsLike, distPath: string): Promise<void> {
  const groups = routeChunksFromStats(stats);
  await writeFile(path.join(distPath, ROUTE_CHUNKS_FILE), `${JSON.stringify(groups, null, 1)}\n`);
}
