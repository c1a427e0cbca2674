import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { parse as parseYaml } from 'yaml';
import { BOOK_RULES, checkCoverFile, checkTags, checkTitle } from '../common/book';
import { flush } from '../testing/wait';
import {
  bookCreateMachine,
  type CategoryNode,
  type CreateBookInput,
  channelOf,
  selectCategoriesFailed,
  selectCreatedId,
  selectFormErrors,
  selectFormValues,
  selectSubmitAttempt,
  selectSubmitError,
  type UploadCoverInput,
  validateBookForm,
} from './book-create.machine';

const leaf = (id: string, parent: string, audience: 'male' | 'female'): CategoryNode => ({
  id,
  name: id,
  names: { 'zh-CN': id, 'en-US': id },
  parent_id: parent,
  audience,
  children: [],
});
const TREE: CategoryNode[] = [
  {
    id: 'm',
    name: '男频',
    names: { 'zh-CN': '男频', 'en-US': 'Male channel' },
    parent_id: null,
    audience: 'male',
    children: [
      {
        id: 'm-sf',
        name: '科幻',
        names: { 'zh-CN': '科幻', 'en-US': 'Sci-fi' },
        parent_id: 'm',
        audience: 'male',
        children: [leaf('m-sf-1', 'm-sf', 'male')],
      },
    ],
  },
  {
    id: 'f',
    name: '女频',
    names: { 'zh-CN': '女频', 'en-US': 'Female channel' },
    parent_id: null,
    audience: 'female',
    children: [
      {
        id: 'f-x',
        name: '现言',
        names: { 'zh-CN': '现言', 'en-US': 'Contemporary romance' },
        parent_id: 'f',
        audience: 'female',
        children: [leaf('f-x-1', 'f-x', 'female')],
      },
    ],
  },
];
const SYNOPSIS = '一座被潮水围困的孤城，一个能听见石头说话的少年，和一场持续了三百年的约定。';

interface Fakes {
  tree?: () => Promise<readonly CategoryNode[]>;
  create?: (input: CreateBookInput) => Promise<{ id: string }>;
  upload?: (input: UploadCoverInput) => Promise<{ cover_url: string }>;
}

function start(fakes: Fakes = {}) {
  const create = vi.fn(fakes.create ?? (() => Promise.resolve({ id: 'new-book' })));
  const upload = vi.fn(
    fakes.upload ?? (() => Promise.resolve({ cover_url: '/uploads/cover/a.png' })),
  );
  const logged: unknown[] = [];
  const actor = createActor(
    bookCreateMachine.provide({
      actors: {
        loadCategories: fromPromise(fakes.tree ?? (() => Promise.resolve(TREE))),
        createBook: fromPromise(({ input }: { input: CreateBookInput }) => create(input)),
        uploadCover: fromPromise(({ input }: { input: UploadCoverInput }) => upload(input)),
      },
      actions: { logCategoryError: (_, params) => logged.push(params.error) },
    }),
    { input: { kind: 'short' } },
  ).start();
  return { actor, create, upload, logged, snap: () => actor.getSnapshot() };
}

function fill(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'bookForm.change', field: 'title', value: '  潮汐之城 ' });
  actor.send({ type: 'bookForm.change', field: 'audience', value: 'male' });
  actor.send({ type: 'bookForm.change', field: 'category_id', value: 'm-sf-1' });
  actor.send({ type: 'bookForm.change', field: 'synopsis', value: SYNOPSIS });
}

describe('the rules of a book', () => {
  // The server validates with openapi/author.yaml: the form's numbers must be the spec's.
  const spec = parseYaml(
    readFileSync(new URL('../../../openapi/author.yaml', import.meta.url), 'utf8'),
  ) as { components: { schemas: Record<string, Record<string, unknown>> } };
  const schema = spec.components.schemas;

  it('are the limits of the spec', () => {
    expect(schema.BookTitle?.maxLength).toBe(BOOK_RULES.titleMax);
    expect(schema.Tags?.maxItems).toBe(BOOK_RULES.tagsMax);
    expect((schema.Tags?.items as { maxLength: number } | undefined)?.maxLength).toBe(
      BOOK_RULES.tagMax,
    );
    expect(schema.Protagonists?.maxItems).toBe(BOOK_RULES.protagonistsMax);
    expect((schema.Protagonists?.items as { maxLength: number } | undefined)?.maxLength).toBe(
      BOOK_RULES.protagonistMax,
    );
    expect(schema.Synopsis?.minLength).toBe(BOOK_RULES.synopsisMin);
    expect(schema.Synopsis?.maxLength).toBe(BOOK_RULES.synopsisMax);
    const cover = readFileSync(new URL('../../../openapi/author.yaml', import.meta.url), 'utf8');
    expect(cover).toContain('Upload a JPEG or PNG cover of at most 2 MB');
    expect(BOOK_RULES.coverMaxBytes).toBe(2 * 1024 * 1024);
  });

  it('count characters as code points and trim', () => {
    expect(checkTitle('   ')).toBe('validation.required');
    expect(checkTitle('𠀀'.repeat(30))).toBeNull();
    expect(checkTitle('长'.repeat(31))).toBe('validation.tooLong');
    expect(checkTags(['a', ' a '])).toBe('validation.duplicate');
    expect(checkTags(['a', 'b', 'c', 'd', 'e', 'f'])).toBe('validation.tooMany');
    expect(checkTags(['九个字的标签太长了'])).toBe('validation.tooLong');
    expect(checkCoverFile({ type: 'image/gif', size: 10 })).toBe('validation.fileType');
    expect(checkCoverFile({ type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe(
      'validation.fileSize',
    );
  });

  it('flag every empty required field', () => {
    expect(
      validateBookForm({
        kind: 'long',
        title: '',
        audience: '',
        category_id: '',
        tags: [],
        protagonists: [],
        synopsis: '太短',
        cover_url: null,
      }),
    ).toEqual({
      title: 'validation.required',
      audience: 'validation.required',
      category_id: 'validation.required',
      synopsis: 'validation.tooShort',
    });
  });

  it('find an audience channel by its audience', () => {
    expect(channelOf(TREE, 'female')?.id).toBe('f');
    expect(channelOf([...TREE].reverse(), 'male')?.id).toBe('m');
  });
});

describe('bookCreateMachine', () => {
  it('refuses to send an invalid form and counts the attempt', async () => {
    const { actor, create, snap } = start();
    actor.send({ type: 'bookForm.submit' });
    await flush();
    expect(create).not.toHaveBeenCalled();
    expect(selectFormErrors(snap()).title).toBe('validation.required');
    expect(selectSubmitAttempt(snap())).toBe(1);
    // Fixing a field clears its error as the author types.
    actor.send({ type: 'bookForm.change', field: 'title', value: '潮' });
    expect(selectFormErrors(snap()).title).toBeUndefined();
  });

  it('sends the trimmed form and reports the new id', async () => {
    const { actor, create, snap } = start();
    await flush();
    fill(actor);
    actor.send({ type: 'bookForm.add', field: 'tags', value: ' 悬疑 ' });
    actor.send({ type: 'bookForm.submit' });
    await flush();
    expect(create).toHaveBeenCalledWith({
      kind: 'short',
      title: '潮汐之城',
      audience: 'male',
      category_id: 'm-sf-1',
      tags: ['悬疑'],
      protagonists: [],
      synopsis: SYNOPSIS,
    });
    expect(selectCreatedId(snap())).toBe('new-book');
  });

  it('refuses a sixth tag, a duplicate and a long one, with the error in place', () => {
    const { actor, snap } = start();
    for (const tag of ['a', 'b', 'c', 'd', 'e'])
      actor.send({ type: 'bookForm.add', field: 'tags', value: tag });
    actor.send({ type: 'bookForm.add', field: 'tags', value: 'f' });
    expect(selectFormValues(snap()).tags).toHaveLength(5);
    expect(selectFormErrors(snap()).tags).toBe('validation.tooMany');
    actor.send({ type: 'bookForm.remove', field: 'tags', index: 0 });
    expect(selectFormErrors(snap()).tags).toBeUndefined();
    actor.send({ type: 'bookForm.add', field: 'tags', value: 'b' });
    expect(selectFormErrors(snap()).tags).toBe('validation.duplicate');
    actor.send({
      type: 'bookForm.add',
      field: 'protagonists',
      value: '十三个字的名字实在是太长了啊',
    });
    expect(selectFormErrors(snap()).protagonists).toBe('validation.tooLong');
  });

  it('drops the category when the audience changes', () => {
    const { actor, snap } = start();
    fill(actor);
    actor.send({ type: 'bookForm.change', field: 'audience', value: 'female' });
    expect(selectFormValues(snap()).category_id).toBe('');
  });

  it('puts server field errors and a taken title in place', async () => {
    let answer: unknown = {
      code: 101001,
      body: { errors: { 'tags.1': 'validation.tooLong', category_id: 'validation.invalid' } },
    };
    const { actor, snap } = start({ create: () => Promise.reject(answer) });
    await flush();
    fill(actor);
    actor.send({ type: 'bookForm.submit' });
    await flush();
    expect(selectFormErrors(snap())).toMatchObject({
      tags: 'validation.tooLong',
      category_id: 'validation.invalid',
    });
    answer = { code: 104001, body: null };
    actor.send({ type: 'bookForm.submit' });
    await flush();
    expect(selectFormErrors(snap()).title).toBe('validation.duplicate');
    answer = { code: 500001, body: null };
    actor.send({ type: 'bookForm.change', field: 'title', value: '另一个书名' });
    actor.send({ type: 'bookForm.submit' });
    await flush();
    expect(selectSubmitError(snap())).toBe('error.500001');
  });

  it('logs a failed category load and loads again on retry', async () => {
    let fail = true;
    const { actor, logged, snap } = start({
      tree: () => (fail ? Promise.reject(new Error('down')) : Promise.resolve(TREE)),
    });
    await flush();
    expect(selectCategoriesFailed(snap())).toBe(true);
    expect(logged).toHaveLength(1);
    fail = false;
    actor.send({ type: 'bookForm.retryCategories' });
    await flush();
    expect(selectCategoriesFailed(snap())).toBe(false);
  });

  it('checks a cover before uploading it and keeps the uploaded url', async () => {
    const { actor, upload, snap } = start();
    actor.send({ type: 'bookForm.cover', file: new Blob(['x'], { type: 'image/gif' }) });
    expect(upload).not.toHaveBeenCalled();
    expect(selectFormErrors(snap()).cover_url).toBe('validation.fileType');
    actor.send({ type: 'bookForm.cover', file: new Blob(['x'], { type: 'image/png' }) });
    await flush();
    expect(upload).toHaveBeenCalledTimes(1);
    expect(selectFormValues(snap()).cover_url).toBe('/uploads/cover/a.png');
    expect(selectFormErrors(snap()).cover_url).toBeUndefined();
  });
});
