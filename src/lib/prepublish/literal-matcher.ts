/**
 * Every literal of every rule in one Aho-Corasick automaton over UTF-16 code
 * units: a chapter is read once, whatever the number of word lists, and the
 * offsets are the textarea's. modern-ahocorasick was tried first: it matches
 * whole grapheme clusters, and segmenting a 30,000-character chapter cost
 * 600-900 ms here whatever the dictionary (bench:check), forty times the
 * check's budget. Literals of rules are plain words, so code units suffice.
 */

export interface LiteralMatch {
  start: number;
  end: number;
  /** The index of the rule the literal belongs to. */
  rule: number;
}

export class LiteralMatcher {
  /** Per state: code unit -> next state. */
  private readonly next: Map<number, number>[] = [new Map()];
  private fail: Int32Array = new Int32Array(1);
  /** The nearest state on the failure chain that ends a literal (-1: none). */
  private dictionary: Int32Array = new Int32Array(1);
  /** Per state: the literals ending there, as [length, rule] pairs. */
  private readonly ends: number[][] = [[]];

  constructor(literals: readonly { text: string; rule: number }[]) {
    for (const { text, rule } of literals) this.add(text, rule);
    this.link();
  }

  private add(text: string, rule: number): void {
    if (text.length === 0) return;
    let state = 0;
    for (let i = 0; i < text.length; i += 1) {
      const code = text.charCodeAt(i);
      let to = this.next[state]!.get(code);
      if (to === undefined) {
        to = this.next.length;
        this.next.push(new Map());
        this.ends.push([]);
        this.next[state]!.set(code, to);
      }
      state = to;
    }
    this.ends[state]!.push(text.length, rule);
  }

  /** Failure and dictionary links, breadth first. */
  private link(): void {
    const count = this.next.length;
    this.fail = new Int32Array(count);
    this.dictionary = new Int32Array(count).fill(-1);
    const queue: number[] = [];
    for (const to of this.next[0]!.values()) queue.push(to);
    for (let head = 0; head < queue.length; head += 1) {
      const state = queue[head]!;
      for (const [code, to] of this.next[state]!) {
        let f = this.fail[state]!;
        while (f > 0 && !this.next[f]!.has(code)) f = this.fail[f]!;
        const target = this.next[f]!.get(code);
        const fail = target !== undefined && target !== to ? target : 0;
        this.fail[to] = fail;
        this.dictionary[to] = this.ends[fail]!.length > 0 ? fail : this.dictionary[fail]!;
        queue.push(to);
      }
    }
  }

  /** Every occurrence, overlapping ones included, in order of their end. */
  search(text: string): LiteralMatch[] {
    const out: LiteralMatch[] = [];
    let state = 0;
    for (let i = 0; i < text.length; i += 1) {
      const code = text.charCodeAt(i);
      let to = this.next[state]!.get(code);
      while (to === undefined && state > 0) {
        state = this.fail[state]!;
        to = this.next[state]!.get(code);
      }
      state = to ?? 0;
      for (let s = state; s > 0; s = this.dictionary[s]!) {
        const ends = this.ends[s]!;
        for (let k = 0; k < ends.length; k += 2) {
          out.push({ start: i + 1 - ends[k]!, end: i + 1, rule: ends[k + 1]! });
        }
      }
    }
    return out;
  }
}
