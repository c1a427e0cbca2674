import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advance, chapter, draft, start } from '../testing/chapter-editor';
import {
  EDITOR_ERRORS,
  intentOf,
  replaceErrorOf,
  replaceInputOf,
  selectConflict,
  selectContent,
  selectEditedText,
  selectHasRevision,
  selectIsDirty,
  selectIsPublishing,
  selectOwnWordCount,
  selectPublishError,
  selectServer,
  selectSyncStatus,
} from './chapter-editor.machine';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const published = chapter({
  status: 'published',
  textState: 'published',
  publishedAt: '2026-11-20T12:00:00+08:00',
});

describe('chapterEditorMachine: a published chapter', () => {
  it('says readers have the text until the author edits it, then that the edits are a revision', async () => {
    const t = start({ server: published });
    await advance(0);
    expect(selectEditedText(t.snap())).toBe('published');
    expect(selectHasRevision(t.snap())).toBe(false);

    t.type('林川抬起头。夜空里有光。');
    // Unsent keystrokes already make a revision: readers do not get them.
    expect(selectEditedText(t.snap())).toBe('publishedRevision');
    await advance(2000);
    expect(selectSyncStatus(t.snap())).toBe('saved');
    expect(selectServer(t.snap())?.textState).toBe('revision');
    expect(selectEditedText(t.snap())).toBe('publishedRevision');
    expect(selectOwnWordCount(t.snap())).toBe(5);
  });

  it('applies the revision after saving what is unsent, on the version it was saved at', async () => {
    const t = start({ server: published });
    await advance(0);
    t.type('林川抬起头。夜空里有光。');
    t.actor.send({ type: 'revision.apply' });
    expect(selectIsPublishing(t.snap())).toBe(true);
    await advance(0);

    expect(t.save).toHaveBeenCalledTimes(1);
    expect(t.server.replaceText).toHaveBeenCalledWith({
      kind: 'apply',
      chapterId: 'c1',
      version: 4,
    });
    expect(selectEditedText(t.snap())).toBe('published');
    expect(selectContent(t.snap())).toBe('林川抬起头。夜空里有光。');
    expect(selectOwnWordCount(t.snap())).toBe(10);
    expect(selectIsDirty(t.snap())).toBe(false);
    expect(selectIsPublishing(t.snap())).toBe(false);
    expect(t.emitted).toContainEqual({ type: 'editor.textReplaced', by: 'apply' });
  });

  it('offers nothing to apply or discard without a revision', async () => {
    const t = start({ server: published });
    await advance(0);
    t.actor.send({ type: 'revision.apply' });
    t.actor.send({ type: 'revision.discard' });
    await advance(0);
    expect(t.server.replaceText).not.toHaveBeenCalled();
    expect(selectIsPublishing(t.snap())).toBe(false);
  });

  it('discards the revision: the published text comes back, and the local draft is cleared', async () => {
    const t = start({ server: published });
    await advance(0);
    t.type('改过的一段。');
    await advance(2000);
    t.actor.send({ type: 'revision.discard' });
    await advance(0);

    expect(t.server.replaceText).toHaveBeenCalledWith({
      kind: 'discard',
      chapterId: 'c1',
      version: 4,
    });
    expect(selectContent(t.snap())).toBe('林川抬起头。');
    expect(selectEditedText(t.snap())).toBe('published');
    expect(selectIsDirty(t.snap())).toBe(false);
    // What the store keeps is the server's text, marked as synced (nothing to offer back).
    expect([...t.store.records.values()].every((d) => d.synced)).toBe(true);
  });

  it('keeps a keystroke typed while the discard was on its way, and saves it as the next revision', async () => {
    let release: () => void = () => {};
    const t = start({ server: published });
    await advance(0);
    t.type('改过的一段。');
    await advance(2000);
    const real = t.server.replaceText.getMockImplementation();
    t.server.replaceText.mockImplementationOnce(async (input) => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return real ? real(input) : Promise.reject(new Error('no server'));
    });
    t.actor.send({ type: 'revision.discard' });
    await advance(0);
    t.type('又改了。');
    release();
    await advance(0);

    expect(selectContent(t.snap())).toBe('又改了。');
    expect(selectIsDirty(t.snap())).toBe(true);
    await advance(2000);
    expect(t.save).toHaveBeenLastCalledWith(
      expect.objectContaining({
        version: 5,
        fields: expect.objectContaining({ content: '又改了。' }),
      }),
    );
    expect(selectEditedText(t.snap())).toBe('publishedRevision');
  });

  it('shows both texts when the chapter changed elsewhere before the apply', async () => {
    const t = start({ server: published });
    await advance(0);
    t.type('这一版是我的。');
    await advance(2000);
    // Another tab saved meanwhile.
    t.server.stored = { ...t.server.stored!, content: '另一个标签页的。', version: 9 };
    t.actor.send({ type: 'revision.apply' });
    await advance(0);

    expect(selectSyncStatus(t.snap())).toBe('conflict');
    expect(selectConflict(t.snap())?.content).toBe('另一个标签页的。');
    expect(selectContent(t.snap())).toBe('这一版是我的。');
    t.actor.send({ type: 'conflict.keepMine' });
    await advance(0);
    expect(t.server.stored?.content).toBe('这一版是我的。');
    expect(t.server.stored?.textState).toBe('revision');
  });

  it('says when the revision was already applied or dropped elsewhere', async () => {
    const t = start({ server: { ...published, textState: 'revision' } });
    await advance(0);
    t.server.stored = { ...t.server.stored!, textState: 'published' };
    t.actor.send({ type: 'revision.apply' });
    await advance(0);
    expect(selectPublishError(t.snap())).toBe(EDITOR_ERRORS.noRevision);
  });

  it('says the pre-publish check holds the revision when applying it is refused (103003)', () => {
    expect(replaceErrorOf({ kind: 'apply' }, 'prepublishBlocked')).toBe(
      EDITOR_ERRORS.prepublishBlocked,
    );
    expect(replaceErrorOf({ kind: 'discard' }, 'prepublishBlocked')).toBe(EDITOR_ERRORS.discard);
  });

  it('asks about the revision’s warnings (103004), then applies it with them acknowledged', () => {
    expect(replaceErrorOf({ kind: 'apply' }, 'prepublishWarnings')).toBe(
      EDITOR_ERRORS.prepublishWarnings,
    );
    const intent = intentOf({ type: 'revision.apply', warningsAcknowledged: true });
    const context = { chapterId: 'c1', baseVersion: 3, intent } as Parameters<
      typeof replaceInputOf
    >[0];
    expect(replaceInputOf(context)).toEqual({
      kind: 'apply',
      chapterId: 'c1',
      version: 3,
      warningsAcknowledged: true,
    });
    expect(replaceInputOf({ ...context, intent: intentOf({ type: 'revision.apply' }) })).toEqual({
      kind: 'apply',
      chapterId: 'c1',
      version: 3,
    });
  });

  it('does not apply while the text cannot reach the server', async () => {
    const t = start({ server: published, input: { online: false } });
    await advance(0);
    t.type('离线写的。');
    t.actor.send({ type: 'revision.apply' });
    await advance(0);
    expect(t.server.replaceText).not.toHaveBeenCalled();
    expect(selectPublishError(t.snap())).toBe(EDITOR_ERRORS.publishNeedsSave);
    expect(selectContent(t.snap())).toBe('离线写的。');
  });
});

describe('chapterEditorMachine: a scheduled chapter', () => {
  const scheduled = chapter({
    status: 'scheduled',
    textState: 'scheduled',
    publishAt: '2026-11-21T20:00:00+08:00',
  });

  it('keeps edits as a revision and applies them to what goes out', async () => {
    const t = start({ server: scheduled });
    await advance(0);
    expect(selectEditedText(t.snap())).toBe('scheduled');
    t.type('定时前又改了。');
    await advance(2000);
    expect(selectEditedText(t.snap())).toBe('scheduledRevision');
    t.actor.send({ type: 'revision.apply' });
    await advance(0);
    expect(selectEditedText(t.snap())).toBe('scheduled');
    expect(selectServer(t.snap())?.publishAt).toBe('2026-11-21T20:00:00+08:00');
  });

  it('folds a revision into the draft when unscheduled', async () => {
    const t = start({ server: { ...scheduled, textState: 'revision', ownWordCount: 2 } });
    await advance(0);
    t.actor.send({ type: 'editor.unschedule' });
    await advance(0);
    expect(selectEditedText(t.snap())).toBe('draft');
    expect(selectOwnWordCount(t.snap())).toBe(5);
  });
});

describe('chapterEditorMachine: restoring a version', () => {
  it('saves first, then takes the restored text as the new base', async () => {
    const t = start({ drafts: [] });
    await advance(0);
    t.type('还没保存的。');
    t.actor.send({ type: 'version.restore', versionId: 'k1' });
    await advance(0);
    expect(t.save).toHaveBeenCalledTimes(1);
    expect(t.server.replaceText).toHaveBeenCalledWith({
      kind: 'restore',
      chapterId: 'c1',
      version: 4,
      versionId: 'k1',
    });
    expect(selectContent(t.snap())).toBe('restored k1');
    expect(selectIsDirty(t.snap())).toBe(false);
    expect(t.emitted).toContainEqual({ type: 'editor.textReplaced', by: 'restore' });
  });

  it('makes a published chapter restore a revision, not what readers have', async () => {
    const t = start({ server: published });
    await advance(0);
    t.actor.send({ type: 'version.restore', versionId: 'k1' });
    await advance(0);
    expect(selectEditedText(t.snap())).toBe('publishedRevision');
  });

  it('says a restore failed and keeps the text', async () => {
    const t = start({ drafts: [draft({ synced: true })] });
    await advance(0);
    t.server.replaceText.mockRejectedValueOnce({ kind: 'notFound' });
    t.actor.send({ type: 'version.restore', versionId: 'missing' });
    await advance(0);
    expect(selectPublishError(t.snap())).toBe(EDITOR_ERRORS.restore);
    expect(selectContent(t.snap())).toBe('林川抬起头。');
  });
});
