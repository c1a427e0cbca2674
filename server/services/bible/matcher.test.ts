import { describe, expect, it } from 'vitest';
import { compileNames, contextAround } from './matcher';

describe('compileNames', () => {
  it('counts the longest name and drops the shorter one inside it', () => {
    const matcher = compileNames([
      { id: 'yuan', names: ['林远'] },
      { id: 'yuanshan', names: ['林远山'] },
    ])!;
    const found = matcher.search('林远山推开门，林远抬起头。林远山笑了。');
    expect(Object.fromEntries(found.map((m) => [m.entityId, m.count]))).toEqual({
      yuanshan: 2,
      yuan: 1,
    });
  });

  it('counts an alias as its entity, and a name overlapping a longer one only once', () => {
    const matcher = compileNames([
      { id: 'kahn', names: ['卡恩', '卡恩议长'] },
      { id: 'fleet', names: ['暗星舰队'] },
      { id: 'commander', names: ['暗星舰队的指挥官'] },
    ])!;
    const found = matcher.search('卡恩议长看向暗星舰队的指挥官。\n暗星舰队到了，卡恩没有说话。');
    expect(Object.fromEntries(found.map((m) => [m.entityId, m.count]))).toEqual({
      kahn: 2,
      commander: 1,
      fleet: 1,
    });
    expect(found.find((m) => m.entityId === 'fleet')?.context).toBe('暗星舰队到了，卡恩没有说话。');
  });

  it('finds nothing without names, and never matches across a code boundary', () => {
    expect(compileNames([{ id: 'x', names: [] }])).toBeNull();
    const matcher = compileNames([
      { id: 'ab', names: ['甲乙'] },
      { id: 'b', names: ['乙甲'] },
    ])!;
    expect(matcher.search('甲乙甲').map((m) => m.entityId)).toEqual(['ab']);
    expect(matcher.search('丙丁')).toEqual([]);
  });

  it('handles names of many different characters', () => {
    const many = Array.from({ length: 900 }, (_, i) => ({
      id: String(i),
      names: [String.fromCharCode(0x4e00 + i * 3, 0x4e01 + i * 3, 0x4e02 + i * 3)],
    }));
    const matcher = compileNames(many)!;
    const text = `开头${many[899]!.names[0]}和${many[0]!.names[0]}`;
    expect(matcher.search(text).map((m) => m.entityId)).toEqual(['899', '0']);
  });
});

describe('contextAround', () => {
  it('cuts the line around the match', () => {
    const line = `${'甲'.repeat(60)}林远${'乙'.repeat(60)}`;
    const context = contextAround(`上一行\n${line}\n下一行`, 64, 66);
    expect(context).toBe(`…${'甲'.repeat(40)}林远${'乙'.repeat(40)}…`);
  });
});
