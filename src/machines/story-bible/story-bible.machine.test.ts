import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { waitFor } from '../testing/wait';
import {
  type BibleAppearancePage,
  type BibleChange,
  type BibleEntity,
  type BibleEntityList,
  type BibleEntityPage,
  type BibleEntitySave,
  type BibleExportFormat,
  type BibleThreadDraft,
  type BibleThreadList,
  splitList,
  storyBibleMachine,
} from './story-bible.machine';
import {
  selectAppearances,
  selectChangeErrors,
  selectChanging,
  selectEntities,
  selectExportFailed,
  selectFormErrors,
  selectFormOpen,
  selectPage,
} from './story-bible.selectors';

const entity: BibleEntity = {
  id: 'e1',
  kind: 'character',
  name: '林远',
  aliases: ['小远'],
  fields: [],
  notes: '',
  tags: [],
  is_main: true,
};

const list = (query: string): BibleEntityList => ({
  settings: { unseen_chapters: 50, thread_overdue_chapters: 300 },
  last_chapter_no: 3,
  list:
    query === '无'
      ? []
      : [
          {
            ...entity,
            chapter_count: 2,
            first_chapter_no: 1,
            last_chapter_no: 3,
            unseen_for: 0,
            unseen: false,
          },
        ],
});

const page: BibleEntityPage = {
  entity,
  progressions: [],
  as_of_chapter_no: null,
  state: [],
  first_appearance: { chapter_id: 'c1', chapter_no: 1, title: '第1章' },
  last_appearance: { chapter_id: 'c3', chapter_no: 3, title: '第3章' },
  chapter_count: 2,
  mention_count: 4,
  volumes: [],
};

function start(
  save: (input: BibleEntitySave) => Promise<BibleEntity>,
  change: (input: BibleChange) => Promise<void> = async () => {},
) {
  const queries: string[] = [];
  const fetched: string[] = [];
  const actor = createActor(
    storyBibleMachine.provide({
      actors: {
        fetchEntities: fromPromise(async ({ input }) => {
          queries.push(input.query);
          return list(input.query);
        }),
        fetchEntity: fromPromise<
          { page: BibleEntityPage; appearances: BibleAppearancePage },
          { entityId: string; asOf: number | null }
        >(async ({ input }) => {
          fetched.push(input.entityId);
          return {
            page,
            appearances: {
              list: [
                {
                  chapter_id: 'c1',
                  chapter_no: 1,
                  title: '第1章',
                  count: 2,
                  context: '林远推开门。',
                },
              ],
              next_after_chapter_no: 1,
            },
          };
        }),
        fetchAppearances: fromPromise<BibleAppearancePage, { entityId: string; after: number }>(
          async () => ({
            list: [
              {
                chapter_id: 'c3',
                chapter_no: 3,
                title: '第3章',
                count: 2,
                context: '小远回来了。',
              },
            ],
            next_after_chapter_no: null,
          }),
        ),
        saveEntity: fromPromise(({ input }) => save(input)),
        changeBible: fromPromise<void, BibleChange>(({ input }) => change(input)),
        exportBible: fromPromise<void, { bookId: string; format: BibleExportFormat }>(
          async ({ input }) => {
            if (input.format === 'json') throw new Error('the network dropped');
          },
        ),
        fetchThreads: fromPromise<BibleThreadList, { bookId: string }>(async () => ({
          last_chapter_no: 3,
          settings: { unseen_chapters: 50, thread_overdue_chapters: 300 },
          list: [],
        })),
        saveThread: fromPromise<
          void,
          | { mode: 'resolve'; threadId: string; chapterNo: number }
          | ({ mode: 'create' } & BibleThreadDraft)
        >(async () => {}),
      },
      delays: { searchDebounce: 0 },
    }),
    { input: { bookId: 'b1' } },
  );
  actor.start();
  return { actor, queries, fetched };
}

describe('storyBibleMachine', () => {
  it('lists, searches, opens an entity and pages its appearances', async () => {
    const { actor, queries } = start(async () => entity);
    await waitFor(actor, (s) => selectEntities(s)?.list.length === 1);
    actor.send({ type: 'bible.search', query: '无' });
    await waitFor(actor, (s) => selectEntities(s)?.list.length === 0);
    expect(queries).toEqual(['', '无']);
    actor.send({ type: 'bible.open', entityId: 'e1' });
    await waitFor(actor, (s) => selectPage(s)?.entity.id === 'e1');
    actor.send({ type: 'bible.more' });
    await waitFor(actor, (s) => selectAppearances(s).length === 2);
    actor.stop();
  });

  it('keeps the form open with the field error when a name is taken, and opens the saved entity', async () => {
    let refuse = true;
    const { actor } = start(async (input) => {
      if (refuse) {
        refuse = false;
        throw { code: 101001, body: { errors: { name: 'validation.duplicate' } } };
      }
      return { ...entity, name: input.name };
    });
    actor.send({ type: 'bible.create' });
    const draft = {
      kind: 'character' as const,
      name: '小远',
      aliases: [],
      notes: '',
      tags: [],
      isMain: false,
    };
    actor.send({ type: 'bible.save', draft });
    await waitFor(actor, (s) => selectFormErrors(s).name === 'validation.duplicate');
    expect(selectFormOpen(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'bible.save', draft: { ...draft, name: '林远' } });
    await waitFor(actor, (s) => !selectFormOpen(s) && selectPage(s)?.entity.id === 'e1');
    actor.stop();
  });
});

describe('storyBibleMachine: changes besides the form', () => {
  it('merges the open entity into another and opens the one that stays, the list again', async () => {
    const changes: BibleChange[] = [];
    const { actor, queries, fetched } = start(
      async () => entity,
      async (input) => {
        changes.push(input);
      },
    );
    await waitFor(actor, (s) => selectEntities(s) !== null);
    actor.send({ type: 'bible.open', entityId: 'e2' });
    await waitFor(actor, (s) => selectPage(s) !== null);
    actor.send({ type: 'bible.mergeInto', targetId: 'e1' });
    await waitFor(actor, (s) => !selectChanging(s) && fetched.at(-1) === 'e1');
    expect(changes).toEqual([{ mode: 'merge', entityId: 'e1', fromEntityId: 'e2' }]);
    expect(queries.length).toBe(2);
    // Into itself: nothing is sent.
    actor.send({ type: 'bible.mergeInto', targetId: 'e1' });
    expect(selectChanging(actor.getSnapshot())).toBe(false);
    actor.stop();
  });

  it('deletes the open entity: the panel closes and the list loads again', async () => {
    const { actor, queries } = start(async () => entity);
    actor.send({ type: 'bible.open', entityId: 'e1' });
    await waitFor(actor, (s) => selectPage(s) !== null);
    actor.send({ type: 'bible.delete' });
    await waitFor(actor, (s) => !selectChanging(s) && selectPage(s) === null);
    expect(actor.getSnapshot().context.selectedId).toBeNull();
    await waitFor(actor, () => queries.length === 2);
    actor.stop();
  });

  it('adds a progression to the open entity and shows it again; a refusal names the field', async () => {
    let refuse = true;
    const changes: BibleChange[] = [];
    const { actor, fetched } = start(
      async () => entity,
      async (input) => {
        changes.push(input);
        if (refuse) {
          refuse = false;
          throw { code: 101001, body: { errors: { from_chapter_no: 'validation.range' } } };
        }
      },
    );
    actor.send({ type: 'bible.open', entityId: 'e1' });
    await waitFor(actor, (s) => selectPage(s) !== null);
    actor.send({ type: 'bible.addProgression', fromChapterNo: 0, fact: '金丹期' });
    await waitFor(actor, (s) => selectChangeErrors(s).from_chapter_no === 'validation.range');
    actor.send({ type: 'bible.addProgression', fromChapterNo: 812, fact: '金丹期' });
    await waitFor(actor, (s) => !selectChanging(s) && fetched.length === 2);
    expect(changes.at(-1)).toEqual({
      mode: 'addProgression',
      entityId: 'e1',
      fromChapterNo: 812,
      fact: '金丹期',
    });
    expect(selectChangeErrors(actor.getSnapshot())).toEqual({});
    actor.stop();
  });

  it('saves the book’s limits and loads the list and the threads again', async () => {
    const changes: BibleChange[] = [];
    const { actor, queries } = start(
      async () => entity,
      async (input) => {
        changes.push(input);
      },
    );
    await waitFor(actor, (s) => selectEntities(s) !== null);
    actor.send({ type: 'bible.settings', unseenChapters: 20, threadOverdueChapters: 100 });
    await waitFor(actor, () => queries.length === 2);
    expect(changes).toEqual([
      { mode: 'settings', bookId: 'b1', unseenChapters: 20, threadOverdueChapters: 100 },
    ]);
    actor.stop();
  });
});

describe('storyBibleMachine: export', () => {
  it('says so when the file could not be made, and clears it on the next try', async () => {
    const { actor } = start(async () => entity);
    actor.send({ type: 'bible.export', format: 'json' });
    await waitFor(actor, (s) => selectExportFailed(s));
    actor.send({ type: 'bible.export', format: 'markdown' });
    await waitFor(actor, (s) => !selectExportFailed(s) && !s.hasTag('exporting'));
    actor.stop();
  });
});

describe('splitList', () => {
  it('splits on Chinese and Latin commas and new lines, without blanks or repeats', () => {
    expect(splitList('小远、林小子， 远哥,\n小远,')).toEqual(['小远', '林小子', '远哥']);
  });
});
