/**
 * The import rules of the layers, as one table: `npm run gen:lint` writes
 * them into biome.json's `overrides`, and `npm run lint` checks biome.json
 * still says what this table says (so nobody edits one copy of a rule).
 * Biome applies one `noRestrictedImports` per file (the last override that
 * matches wins), so each place lists every rule that holds there.
 * docs/conventions.md explains the layers; its messages cite it.
 */
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

interface Pattern {
  group: string[];
  message: string;
}
interface PathRule {
  importNames: string[];
  message: string;
}

const LAYERS = 'docs/conventions.md, Layers';
const ACTORS = 'docs/conventions.md, Machines and actors';
const VIEWS = 'docs/conventions.md, Views';

/** What a layer below may not import, by the layer it would reach. */
const below = {
  api: {
    group: ['**/api', '**/api/**'],
    message: `This layer sits below src/api (${LAYERS}: lib <- api <- machines <- components <- features <- app).`,
  },
  machines: {
    group: ['**/machines', '**/machines/**'],
    message: `This layer sits below src/machines (${LAYERS}).`,
  },
  components: {
    group: ['**/components', '**/components/**'],
    message: `This layer sits below src/components (${LAYERS}).`,
  },
  features: {
    group: ['**/features/**'],
    message: `Only src/app composes features (${LAYERS}).`,
  },
  app: {
    group: ['**/app', '**/app/**'],
    message: `Only main.tsx imports src/app: it is the composition root (${LAYERS}).`,
  },
  i18n: { group: ['**/i18n/**'], message: `This layer sits below src/i18n (${LAYERS}).` },
} satisfies Record<string, Pattern>;

const machinesNoApi = (why: string): Pattern => ({
  group: ['**/api', '**/api/**'],
  message: `Machines never import src/api${why} (${ACTORS}).`,
});

/** Rules on names rather than modules. */
const named = {
  promiseActors: {
    xstate: {
      importNames: ['fromPromise'],
      message: `Promise actors are API actors: write them in src/api/actors/<area>.ts (${ACTORS}).`,
    },
  },
  returningSurfaces: {
    '@fluentui/react-components': {
      importNames: ['Dialog', 'OverlayDrawer'],
      message: `Take Dialog and OverlayDrawer from src/components/surfaces.tsx: they give focus back to what opened them (${VIEWS}).`,
    },
  },
} satisfies Record<string, Record<string, PathRule>>;

const componentRules: Pattern[] = [
  {
    group: ['**/api', '**/api/**'],
    message: `Components get actors, never the client (${VIEWS}).`,
  },
  below.features,
  below.app,
];

interface Place {
  includes: string[];
  patterns: Pattern[];
  paths?: Record<string, PathRule>;
}

/** Where each set of rules holds, in biome's order (a later place overrides an earlier one). */
export const PLACES: Place[] = [
  {
    includes: ['src/lib/**', '!src/lib/contract/**'],
    patterns: [below.api, below.machines, below.components, below.features, below.app, below.i18n],
    paths: named.promiseActors,
  },
  {
    includes: ['src/lib/contract/**'],
    patterns: [
      {
        group: ['**/api/**', '!**/api/schema'],
        message: 'src/lib/contract reads only the generated contract (src/api/schema.ts).',
      },
      below.machines,
      below.components,
      below.features,
      below.app,
      below.i18n,
    ],
    paths: named.promiseActors,
  },
  {
    includes: ['src/i18n/**'],
    patterns: [below.api, below.machines, below.components, below.features, below.app],
    paths: named.promiseActors,
  },
  {
    includes: ['src/api/**', '!src/api/actors/**'],
    patterns: [below.machines, below.components, below.features, below.app, below.i18n],
    paths: named.promiseActors,
  },
  {
    includes: ['src/api/actors/**'],
    patterns: [below.components, below.features, below.app, below.i18n],
  },
  {
    includes: ['src/machines/*/*.machine.ts'],
    patterns: [
      machinesNoApi(': they declare their actors, src/api/actors provides them'),
      {
        group: ['../*/*.machine', '!../*/*.machine.*'],
        message: `Machines share through src/machines/common, never through another machine (${ACTORS}).`,
      },
      below.components,
      below.features,
      below.app,
      below.i18n,
    ],
    paths: named.promiseActors,
  },
  {
    includes: [
      'src/machines/*/*.ts',
      '!src/machines/*/*.machine.ts',
      '!src/machines/common/**',
      '!src/machines/testing/**',
    ],
    patterns: [
      machinesNoApi(': they declare their actors, src/api/actors provides them'),
      below.components,
      below.features,
      below.app,
      below.i18n,
    ],
    paths: named.promiseActors,
  },
  {
    includes: ['src/machines/common/**', '!src/machines/common/declared-actor.ts'],
    patterns: [
      machinesNoApi(''),
      { group: ['../*.machine'], message: 'Shared machine code may not import a machine.' },
      below.components,
      below.features,
      below.app,
      below.i18n,
    ],
    paths: named.promiseActors,
  },
  {
    includes: ['src/machines/common/declared-actor.ts'],
    patterns: [machinesNoApi('')],
  },
  {
    includes: ['src/components/**'],
    patterns: componentRules,
    paths: { ...named.promiseActors, ...named.returningSurfaces },
  },
  {
    // The one place that wraps Fluent's surfaces.
    includes: ['src/components/surfaces.tsx'],
    patterns: componentRules,
    paths: named.promiseActors,
  },
  {
    includes: ['src/features/**'],
    patterns: [
      {
        group: ['**/api', '**/api/**'],
        message: `Features get actors, never the client (${VIEWS}).`,
      },
      {
        group: ['../*/**', '!../../**'],
        message: `Features do not import each other (${LAYERS}): move what both need to src/components or src/lib.`,
      },
      below.app,
    ],
    paths: { ...named.promiseActors, ...named.returningSurfaces },
  },
  {
    includes: ['src/app/**'],
    patterns: [],
    paths: { ...named.promiseActors, ...named.returningSurfaces },
  },
  {
    includes: ['server/routes/**'],
    patterns: [
      {
        group: ['**/db/**', '**/repositories/**', 'drizzle-orm', 'drizzle-orm/**'],
        message:
          'Routes call services; only repositories query the database (server rule: routes -> services -> repositories).',
      },
    ],
  },
  {
    includes: ['server/services/**', 'server/http/**', 'server/storage/**'],
    patterns: [
      {
        group: ['drizzle-orm', 'drizzle-orm/**'],
        message:
          "Only repositories (and server/db) query the database: add a function to server/repositories/ (docs/conventions.md, The server's layers).",
      },
    ],
  },
  {
    includes: ['server/repositories/**'],
    patterns: [
      {
        group: ['**/services/**', '**/routes/**'],
        message: 'Repositories hold queries only; they never reach up into services or routes.',
      },
    ],
  },
];

/** Overrides that are not import rules, kept where they stand among the generated ones. */
const TESTS_MAY_IMPORT_ANYTHING = {
  includes: [
    'src/**/*.test.ts',
    'src/**/*.test.tsx',
    'src/**/testing/**',
    'src/**/test-fixtures.ts',
    'src/i18n/test-setup.ts',
    'src/api/actors/testing.ts',
  ],
  linter: { rules: { style: { noRestrictedImports: 'off' } } },
};
const KEBAB_CASE_FILES = {
  includes: ['src/**'],
  linter: {
    rules: {
      style: {
        useFilenamingConvention: {
          level: 'error',
          options: { filenameCases: ['kebab-case'], requireAscii: true },
        },
      },
    },
  },
};

function overrideOf(place: Place) {
  const options: { patterns?: Pattern[]; paths?: Record<string, PathRule> } = {};
  if (place.patterns.length > 0) options.patterns = place.patterns;
  if (place.paths) options.paths = place.paths;
  return {
    includes: place.includes,
    linter: { rules: { style: { noRestrictedImports: { level: 'error', options } } } },
  };
}

/** biome.json's overrides: the client's places, the tests' exemption, file names, the server's places. */
export function overrides(): unknown[] {
  const client = PLACES.filter((p) => p.includes[0]!.startsWith('src/'));
  const server = PLACES.filter((p) => !p.includes[0]!.startsWith('src/'));
  return [
    ...client.map(overrideOf),
    TESTS_MAY_IMPORT_ANYTHING,
    KEBAB_CASE_FILES,
    ...server.map(overrideOf),
  ];
}

async function main() {
  const file = path.join(import.meta.dirname, '..', 'biome.json');
  const config = JSON.parse(await readFile(file, 'utf8'));
  const wanted = overrides();
  if (process.argv.includes('--check')) {
    if (JSON.stringify(config.overrides) !== JSON.stringify(wanted)) {
      console.error(
        'biome.json overrides differ from scripts/lint-layers.ts: run `npm run gen:lint` (edit the table, not biome.json).',
      );
      process.exit(1);
    }
    return;
  }
  config.overrides = wanted;
  await writeFile(file, `${JSON.stringify(config, null, 2)}\n`);
  // In Biome's own layout, so `biome check` has nothing to say about it.
  execFileSync(path.join(path.dirname(file), 'node_modules', '.bin', 'biome'), [
    'format',
    '--write',
    file,
  ]);
  console.log('biome.json: overrides written from scripts/lint-layers.ts');
}

await main();
