/**
 * Rspack loader for the message catalogues (src/i18n/messages/**.json): parses
 * every ICU message into its AST at build time, so the browser never needs the
 * ICU parser (rsbuild.config.ts swaps it for formatjs' no-parser build, about
 * 26 kB of minified code less on every page). A message that does not parse
 * fails the build, naming the file and the id.
 *
 * Plain .mjs because Rspack loads loaders itself, without a TypeScript step.
 */
import { parse } from '@formatjs/icu-messageformat-parser';

/** @param {string} source */
export default function compileMessages(source) {
  const messages = JSON.parse(source);
  const compiled = {};
  for (const [id, message] of Object.entries(messages)) {
    try {
      compiled[id] = parse(message);
    } catch (error) {
      throw new Error(`${this.resourcePath}: message "${id}" does not parse: ${error.message}`);
    }
  }
  return JSON.stringify(compiled);
}
