import { describe, expect, it } from 'vitest';
import { checkText, compileRules, DEMO_RULES, type Finding, readRuleFile } from './index';

const demo = compileRules({ version: 1, rules: DEMO_RULES });

/** The findings as `rule_id start-end paragraph excerpt`, for exact comparisons. */
const spans = (findings: Finding[]) =>
  findings.map((f) => `${f.rule_id} ${f.start}-${f.end} p${f.paragraph} ${f.excerpt}`);

const check = (text: string, names: string[] = []) => spans(checkText(demo, text, { names }));

describe('platform rules', () => {
  it('finds an RE2 rule at its exact span', () => {
    expect(check('他说：加V：abc12345。')).toEqual(['contact.add-v 3-14 p0 加V：abc12345']);
  });

  it('finds literal lists in one pass, several rules at once', () => {
    expect(check('冰毒和碎尸\n扫码领取')).toEqual([
      'drugs.names 0-2 p0 冰毒',
      'violence.graphic 3-5 p0 碎尸',
      'advertising.shop 6-10 p1 扫码领取',
    ]);
  });

  it('counts UTF-16 units after characters outside the BMP', () => {
    // 𠀀 and 😀 are two UTF-16 units each.
    const text = '𠀀😀\n第二段𠀀冰毒，QQ：12345678';
    expect(check(text)).toEqual(['drugs.names 10-12 p1 冰毒', 'contact.qq 13-24 p1 QQ：12345678']);
    const f = checkText(demo, text);
    expect(text.slice(f[0]!.start, f[0]!.end)).toBe('冰毒');
  });

  it('tells phones and URLs, and carries both languages', () => {
    const [phone, url] = checkText(demo, '电话13812345678，见https://example.com/a');
    expect([phone?.rule_id, phone?.start, phone?.end, phone?.severity]).toEqual([
      'contact.phone',
      2,
      13,
      'block',
    ]);
    expect([url?.rule_id, url?.start, url?.end]).toEqual(['contact.url', 15, 36]);
    expect(phone?.explanation.zh).toContain('手机号码');
    expect(phone?.suggestion.en).toMatch(/Remove/);
  });

  it('answers nothing for clean text', () => {
    expect(check('林晚照推开门，看见院子里的梨花开了。')).toEqual([]);
  });
});

describe('hygiene', () => {
  it('finds half-width punctuation touching Chinese', () => {
    expect(check('他来了,又走了!\nHello, world')).toEqual([
      'hygiene.half-width-punctuation 3-4 p0 ,',
      'hygiene.half-width-punctuation 7-8 p0 !',
    ]);
  });

  it('finds quotes and brackets left open or closed twice, per paragraph', () => {
    expect(check('“你好。\n他说）\n《书》“对”')).toEqual([
      'hygiene.unmatched-pair 0-1 p0 “',
      'hygiene.unmatched-pair 7-8 p1 ）',
    ]);
    expect(check('（“好）')).toEqual(['hygiene.unmatched-pair 1-2 p0 “']);
  });

  it('finds doubled words but not AABB words or 不了了之', () => {
    expect(check('我的的书\n的的确确，不了了之\nsee the the end')).toEqual([
      'hygiene.doubled-word 1-3 p0 的的',
      'hygiene.doubled-word 19-26 p2 the the',
    ]);
    expect(check('😀走了了了')).toEqual(['hygiene.doubled-word 3-6 p0 了了了']);
  });

  it('finds traditional characters, but not where a simplified phrase keeps them', () => {
    expect(check('他說著名的乾隆')).toEqual(['hygiene.traditional-character 1-2 p0 說']);
    const [f] = checkText(demo, '𠀀這');
    expect([f?.start, f?.end, f?.suggestion.zh]).toEqual([2, 3, '改为“这”。']);
  });

  it('finds homophones of the book’s names and names one character off', () => {
    expect(check('林婉照来了，林晚照也来了。林晓照走了。林晚笑了。', ['林晚照'])).toEqual([
      'hygiene.name-homophone 0-3 p0 林婉照',
      'hygiene.name-one-off 13-16 p0 林晓照',
    ]);
    expect(check('𠀀沈砚与沈燕', ['沈砚'])).toEqual(['hygiene.name-homophone 5-7 p0 沈燕']);
  });
});

describe('rule files', () => {
  const rule = {
    id: 'ads.one',
    category: 'advertising',
    severity: 'warn',
    literals: ['买一送一'],
    explanation: { zh: '广告', en: 'An advert' },
    suggestion: { zh: '删去', en: 'Remove it' },
  };

  it('reads a good file', () => {
    const read = readRuleFile({
      rules: [rule, { ...rule, id: 'ads.two', literals: undefined, expression: 'a+b' }],
    });
    expect(read.ok).toBe(true);
  });

  it('names every problem of a bad file', () => {
    const read = readRuleFile({
      rules: [
        rule,
        { ...rule },
        { ...rule, id: 'x', category: 'hygiene' },
        { ...rule, id: 'y', literals: undefined, expression: '(' },
        { ...rule, id: 'z', literals: undefined, expression: 'a*' },
        { ...rule, id: 'w', extra: 1 },
      ],
    });
    expect(read.ok ? [] : read.problems).toEqual([
      { index: 1, field: 'id', problem: 'duplicate id' },
      { index: 2, field: 'category', problem: 'unknown category' },
      { index: 3, field: 'expression', problem: 'not an RE2 expression' },
      { index: 4, field: 'expression', problem: 'matches empty text' },
      { index: 5, field: 'extra', problem: 'unknown field' },
    ]);
    expect(readRuleFile({ rules: [] }).ok).toBe(false);
    expect(readRuleFile('nope').ok).toBe(false);
  });
});

describe('the literal matcher', () => {
  it('finds overlapping literals of several rules, and literals inside others', async () => {
    const { LiteralMatcher } = await import('./literal-matcher');
    const m = new LiteralMatcher([
      { text: 'he', rule: 0 },
      { text: 'she', rule: 1 },
      { text: 'hers', rule: 2 },
      { text: '😀冰', rule: 3 },
    ]);
    expect(m.search('ushers 😀冰').map((x) => `${x.rule}:${x.start}-${x.end}`)).toEqual([
      '1:1-4',
      '0:2-4',
      '2:2-6',
      '3:7-10',
    ]);
  });

  it('runs expressions RE2 accepts but the engine would backtrack on through RE2JS', () => {
    const nested = compileRules({
      version: 1,
      rules: [{ ...DEMO_RULES[0]!, id: 'nested', pattern: { kind: 're2', expression: '(ab+)+c' } }],
    });
    expect(spans(checkText(nested, '😀xababbc'))).toEqual(['nested 3-9 p0 ababbc']);
  });
});
