/**
 * Generates src/api/schema.ts from openapi/author.yaml (the one source of
 * the contract). With --check it regenerates in memory and fails when the
 * committed file differs, so a spec change can never land without its types.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

const specUrl = new URL('../openapi/author.yaml', import.meta.url);
const outPath = fileURLToPath(new URL('../src/api/schema.ts', import.meta.url));
const header =
  '/**\n * Generated from openapi/author.yaml by `npm run gen:api`. Do not edit by hand.\n */\n\n';

async function generate(): Promise<string> {
  const ast = await openapiTS(specUrl, {
    exportType: false,
    alphabetize: false,
    // `export const chapterStatusValues = [...]` for every enum: the value
    // lists src/lib/contract hands to the client and the server.
    enumValues: true,
    // `export type Chapter = components['schemas']['Chapter']`: the names the
    // client's aliases and the API actors use.
    rootTypes: true,
    rootTypesNoSchemaPrefix: true,
    // A file part of a multipart body (OpenAPI 3.1 writes binary as
    // contentMediaType) is a Blob in the browser, not a string: the upload
    // actors send one without a cast.
    transform(schema) {
      if ('contentMediaType' in schema && schema.contentMediaType === 'application/octet-stream') {
        return ts.factory.createTypeReferenceNode('Blob');
      }
      return undefined;
    },
  });
  return header + astToString(ast);
}

const fresh = await generate();
if (process.argv.includes('--check')) {
  const committed = await readFile(outPath, 'utf8').catch(() => '');
  if (committed !== fresh) {
    console.error(
      'src/api/schema.ts is stale: it differs from a fresh generation of openapi/author.yaml.\nRun `npm run gen:api` and commit the result.',
    );
    process.exit(1);
  }
  console.log('src/api/schema.ts matches openapi/author.yaml');
} else {
  await writeFile(outPath, fresh);
  console.log(`wrote ${outPath}`);
}
