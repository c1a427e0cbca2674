/**
 * Every form on a screen says noValidate: the browser's own validation
 * bubbles ("Value must be greater than or equal to 1") speak the browser's
 * language, not the page's, and stop the submit before the screen can say
 * what is wrong in its own words. Screens check their input themselves.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');

/** The opening `<form ...>` tags of a file, braces balanced (handlers hold `>`). */
function formTags(source: string): string[] {
  const tags: string[] = [];
  for (const match of source.matchAll(/<form\b/g)) {
    let depth = 0;
    let end = match.index + match[0].length;
    for (; end < source.length; end += 1) {
      const c = source[end];
      if (c === '{') depth += 1;
      else if (c === '}') depth -= 1;
      else if (c === '>' && depth === 0) break;
    }
    tags.push(source.slice(match.index, end + 1));
  }
  return tags;
}

describe('forms', () => {
  it('leave validation to the screen, in the page’s language (noValidate)', () => {
    const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx'),
    );
    const missing = files.flatMap((file) =>
      formTags(readFileSync(join(SRC, file), 'utf8'))
        .filter((tag) => !/\bnoValidate\b/.test(tag))
        .map(() => file),
    );
    expect(files.length).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });
});
