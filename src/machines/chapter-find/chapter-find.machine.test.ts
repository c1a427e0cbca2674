import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  type ChapterFindEmitted,
  chapterFindMachine,
  selectCanUndoReplaceAll,
  selectCurrentNumber,
  selectFindError,
  selectMatchCount,
  selectReplacedCount,
} from './chapter-find.machine';

function start(text: string) {
  const clock = new SimulatedClock();
  const actor = createActor(chapterFindMachine, { input: { text }, clock }).start();
  const emitted: ChapterFindEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  return { actor, clock, emitted, snap: () => actor.getSnapshot() };
}

describe('find and replace in the chapter', () => {
  it('searches after a pause in typing, not on each key', () => {
    const t = start('林川推门。林川笑了。');
    t.actor.send({ type: 'find.query', query: '林' });
    t.clock.increment(100);
    t.actor.send({ type: 'find.query', query: '林川' });
    t.clock.increment(100);
    expect(selectMatchCount(t.snap())).toBe(0);
    t.clock.increment(60);
    expect(selectMatchCount(t.snap())).toBe(2);
    expect(selectCurrentNumber(t.snap())).toBe(1);
  });

  it('steps through matches both ways, wrapping, and asks the view to show each', () => {
    const t = start('a b a b a');
    t.actor.send({ type: 'find.query', query: 'a' });
    // Enter right after typing shows the first match at once.
    t.actor.send({ type: 'find.next' });
    expect(t.emitted.at(-1)).toEqual({ type: 'find.reveal', start: 0, end: 1 });
    t.actor.send({ type: 'find.next' });
    t.actor.send({ type: 'find.next' });
    expect(selectCurrentNumber(t.snap())).toBe(3);
    t.actor.send({ type: 'find.next' });
    expect(selectCurrentNumber(t.snap())).toBe(1);
    t.actor.send({ type: 'find.previous' });
    expect(t.emitted.at(-1)).toEqual({ type: 'find.reveal', start: 8, end: 9 });
  });

  it('says an invalid expression is invalid instead of throwing', () => {
    const t = start('text');
    t.actor.send({ type: 'find.option', option: 'regex', value: true });
    t.actor.send({ type: 'find.query', query: '([a-z' });
    t.clock.increment(200);
    expect(selectFindError(t.snap())).toBe('invalid');
    expect(selectMatchCount(t.snap())).toBe(0);
    t.actor.send({ type: 'find.query', query: '[a-z]+' });
    t.clock.increment(200);
    expect(selectFindError(t.snap())).toBeNull();
    expect(selectMatchCount(t.snap())).toBe(1);
  });

  it('applies whole word and case at once', () => {
    const t = start('Lin Linda lin');
    t.actor.send({ type: 'find.query', query: 'Lin' });
    t.clock.increment(200);
    expect(selectMatchCount(t.snap())).toBe(3);
    t.actor.send({ type: 'find.option', option: 'wholeWord', value: true });
    expect(selectMatchCount(t.snap())).toBe(2);
    t.actor.send({ type: 'find.option', option: 'caseSensitive', value: true });
    expect(selectMatchCount(t.snap())).toBe(1);
  });

  it('replaces the current match, moves to the next, and hands the text to the editor', () => {
    const t = start('林川推门。林川笑了。林川走了。');
    t.actor.send({ type: 'find.query', query: '林川' });
    t.actor.send({ type: 'find.replacement', replacement: '林舟' });
    t.actor.send({ type: 'find.next' });
    t.actor.send({ type: 'find.next' });
    t.actor.send({ type: 'find.replace' });
    expect(t.emitted).toContainEqual({
      type: 'find.changed',
      text: '林川推门。林舟笑了。林川走了。',
      replaceAll: false,
    });
    expect(selectMatchCount(t.snap())).toBe(2);
    expect(t.emitted.at(-1)).toEqual({ type: 'find.reveal', start: 10, end: 12 });
  });

  it('replaces all, with groups in regex mode, and counts them', () => {
    const t = start('林川、林川、林川');
    t.actor.send({ type: 'find.option', option: 'regex', value: true });
    t.actor.send({ type: 'find.query', query: '林(川)' });
    t.actor.send({ type: 'find.replacement', replacement: '$1哥' });
    t.actor.send({ type: 'find.replaceAll' });
    expect(t.emitted.at(-1)).toEqual({
      type: 'find.changed',
      text: '川哥、川哥、川哥',
      replaceAll: true,
    });
    expect(selectReplacedCount(t.snap())).toBe(3);
    expect(selectMatchCount(t.snap())).toBe(0);
  });

  it('undoes a replace all while the text is still its result, and not after another edit', () => {
    const t = start('林川、林川');
    t.actor.send({ type: 'find.query', query: '林川' });
    t.actor.send({ type: 'find.replacement', replacement: '林舟' });
    t.actor.send({ type: 'find.replaceAll' });
    t.actor.send({ type: 'find.text', text: '林舟、林舟' });
    expect(selectCanUndoReplaceAll(t.snap())).toBe(true);
    t.actor.send({ type: 'find.undoReplaceAll' });
    expect(t.emitted.at(-1)).toEqual({
      type: 'find.changed',
      text: '林川、林川',
      replaceAll: false,
    });
    expect(selectCanUndoReplaceAll(t.snap())).toBe(false);
    expect(selectMatchCount(t.snap())).toBe(2);

    t.actor.send({ type: 'find.replaceAll' });
    t.actor.send({ type: 'find.text', text: '林舟、林舟。' });
    expect(selectCanUndoReplaceAll(t.snap())).toBe(false);
    const before = t.emitted.length;
    t.actor.send({ type: 'find.undoReplaceAll' });
    expect(t.emitted.length).toBe(before);
  });

  it('searches the text again after the author edits it', () => {
    const t = start('林川');
    t.actor.send({ type: 'find.query', query: '林川' });
    t.clock.increment(200);
    t.actor.send({ type: 'find.text', text: '林川和林川' });
    t.clock.increment(200);
    expect(selectMatchCount(t.snap())).toBe(2);
  });
});
