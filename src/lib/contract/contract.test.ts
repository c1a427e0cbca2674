/**
 * The contract's hand-written rules against openapi/author.yaml, the source:
 * a limit, a code or a status rule changed on one side only fails here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { errorCodeValues } from '../../api/schema';
import {
  CHAPTER_STATUS_RULES,
  type ChapterStatusAction,
  codePointLength,
  ErrorCodes,
  FIELD_LIMITS,
  leavesChapterUnchanged,
  refusesChapterAction,
} from '.';

type Node = Record<string, unknown>;
const spec = parseYaml(
  readFileSync(new URL('../../../openapi/author.yaml', import.meta.url), 'utf8'),
) as Node;

/** The node at a JSON pointer (`/components/schemas/BookTitle`), following no $refs. */
function at(pointer: string): Node {
  let node: unknown = spec;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    node = (node as Node | undefined)?.[key];
  }
  if (typeof node !== 'object' || node === null) throw new Error(`nothing at ${pointer}`);
  return node as Node;
}

const schema = (name: string) => at(`/components/schemas/${name}`);
const property = (name: string, field: string) =>
  (schema(name).properties as Record<string, Node>)[field] as Node;
/** A query parameter's schema, by operation path, method and name. */
function queryParam(path: string, method: string, name: string): Node {
  const params = at(`/paths/${path.replaceAll('/', '~1')}/${method}`).parameters as Node[];
  const param = params.find((p) => p.name === name);
  if (!param) throw new Error(`no parameter ${name} on ${method} ${path}`);
  return param.schema as Node;
}

describe('the contract module', () => {
  it('names every error code of the spec, and no other', () => {
    const ours = Object.values(ErrorCodes).sort();
    expect(ours).toEqual([...errorCodeValues].sort());
    // The description's table is what people read: it lists the same codes.
    const description = String((spec.info as Node).description);
    const table = [...description.matchAll(/^\| (\d{6}) \|/gm)].map((m) => Number(m[1]));
    expect(table.sort()).toEqual(ours);
  });

  it('has the field limits of the spec', () => {
    const L = FIELD_LIMITS;
    const expected: [string, Node, Record<string, number>][] = [
      ['penName', schema('PenName'), { minLength: L.penName.min, maxLength: L.penName.max }],
      ['bookTitle', schema('BookTitle'), { maxLength: L.bookTitle.max }],
      ['tags', schema('Tags'), { maxItems: L.tags.maxItems }],
      ['tags item', schema('Tags').items as Node, { maxLength: L.tags.itemMax }],
      ['protagonists', schema('Protagonists'), { maxItems: L.protagonists.maxItems }],
      [
        'protagonists item',
        schema('Protagonists').items as Node,
        { maxLength: L.protagonists.itemMax },
      ],
      ['synopsis', schema('Synopsis'), { minLength: L.synopsis.min, maxLength: L.synopsis.max }],
      [
        'bookKeyword',
        queryParam('/author/book/list', 'get', 'keyword'),
        { maxLength: L.bookKeyword.max },
      ],
      ['pageSize', at('/components/parameters/PageSize/schema'), { maximum: L.pageSize.max }],
      ['volumeTitle', schema('VolumeTitle'), { maxLength: L.volumeTitle.max }],
      ['chapterTitle', schema('ChapterTitle'), { maxLength: L.chapterTitle.max }],
      ['chapterContent', schema('ChapterContent'), { maxLength: L.chapterContent.max }],
      ['authorNote', schema('AuthorNote'), { maxLength: L.authorNote.max }],
      [
        'chapterPageSize',
        queryParam('/author/chapter/list', 'get', 'page_size'),
        { maximum: L.chapterPageSize.max },
      ],
      ['chapterIds', schema('ChapterIds'), { maxItems: L.chapterIds.maxItems }],
      [
        'importChapters',
        property('ImportChaptersRequest', 'chapters'),
        { maxItems: L.importChapters.maxItems },
      ],
      [
        'plannedTotalWords',
        property('SignApplyRequest', 'planned_total_words'),
        { minimum: L.plannedTotalWords.min, maximum: L.plannedTotalWords.max },
      ],
      [
        'updatesPerWeek',
        property('SignApplyRequest', 'updates_per_week'),
        { minimum: L.updatesPerWeek.min, maximum: L.updatesPerWeek.max },
      ],
      [
        'signOutline',
        property('SignApplyRequest', 'outline'),
        { minLength: L.signOutline.min, maxLength: L.signOutline.max },
      ],
      ['contactEmail', property('SignContact', 'email'), { maxLength: L.contactEmail.max }],
    ];
    for (const [name, node, keywords] of expected) {
      expect(node, name).toMatchObject(keywords);
    }
    // Every limit above is checked: a new one must be added to the list.
    const checked = new Set(expected.map(([name]) => name.split(' ')[0]));
    expect([...checked].sort()).toEqual(Object.keys(FIELD_LIMITS).sort());
  });

  it('has the chapter status rules of the spec', () => {
    const operations: Record<ChapterStatusAction, string> = {
      publish: '/author/chapter/publish',
      unschedule: '/author/chapter/unschedule',
      trash: '/author/chapter/trash',
      restore: '/author/chapter/restore',
    };
    for (const [action, path] of Object.entries(operations)) {
      const rule = at(`/paths/${path.replaceAll('/', '~1')}/post`)['x-chapter-status'];
      expect(CHAPTER_STATUS_RULES[action as ChapterStatusAction], action).toEqual(rule);
    }
    expect(Object.keys(CHAPTER_STATUS_RULES).sort()).toEqual(Object.keys(operations).sort());
  });

  it('tells refusing statuses from those left alone', () => {
    expect(refusesChapterAction('publish', 'trashed')).toBe(true);
    expect(refusesChapterAction('publish', 'published')).toBe(false);
    expect(leavesChapterUnchanged('publish', 'published')).toBe(true);
    expect(refusesChapterAction('trash', 'published')).toBe(true);
    expect(leavesChapterUnchanged('trash', 'trashed')).toBe(true);
    expect(refusesChapterAction('unschedule', 'draft')).toBe(true);
    expect(refusesChapterAction('restore', 'trashed')).toBe(false);
  });

  it('counts length in code points, as JSON Schema does', () => {
    expect(codePointLength('')).toBe(0);
    expect(codePointLength('星海')).toBe(2);
    expect(codePointLength('𠀀𠀀')).toBe(2);
    expect(codePointLength('a\uD800b')).toBe(3);
    expect(codePointLength('\uDC00\uD800')).toBe(2);
  });
});
