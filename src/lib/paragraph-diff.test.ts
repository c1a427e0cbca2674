import { describe, expect, it } from 'vitest';
import { diffParagraphs } from './paragraph-diff';

describe('paragraph diff', () => {
  it('pairs a rewritten paragraph and marks what changed inside', () => {
    const diff = diffParagraphs(
      '第一段。\n林川推门。\n第三段。',
      '第一段。\n林舟推门。\n第三段。\n新的一段。',
    );
    expect(diff).toMatchObject({ changed: 1, added: 1, removed: 0 });
    expect(diff.rows.map((r) => r.kind)).toEqual(['same', 'changed', 'same', 'added']);
    const changed = diff.rows[1]!;
    if (changed.kind !== 'changed') throw new Error('expected a changed row');
    expect(changed.left.filter((p) => p.changed).map((p) => p.text)).toEqual(['川']);
    expect(changed.right.filter((p) => p.changed).map((p) => p.text)).toEqual(['舟']);
  });

  it('lists removed paragraphs on the left only and ignores blank lines', () => {
    const diff = diffParagraphs('甲\n\n乙\n丙', '甲\n丙');
    expect(diff.rows.map((r) => [r.kind, r.left, r.right])).toEqual([
      ['same', '甲', '甲'],
      ['removed', '乙', null],
      ['same', '丙', '丙'],
    ]);
  });

  it('finds nothing between equal texts', () => {
    expect(diffParagraphs('甲\n乙', '甲\n乙')).toMatchObject({ changed: 0, added: 0, removed: 0 });
  });
});
