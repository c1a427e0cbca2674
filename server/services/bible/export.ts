/**
 * The story bible as one document: JSON to keep or move, Markdown to read.
 * Served by exportBible and written into each book's folder of "Export my
 * data". Headings are Chinese, as the author writes the bible.
 */
import type { components } from '../../../src/api/schema';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { notFound } from '../../http/failure';
import { entitiesOf, progressionsOfBook, settingsOf, threadsOf } from '../../repositories/bible';
import { findOwnBook } from '../../repositories/books';
import { safeNamePart } from '../export/names';
import { defaultSettings } from './views';

type BibleExport = components['schemas']['BibleExport'];
type Kind = components['schemas']['BibleEntityKind'];

const KIND_HEADINGS: Record<Kind, string> = {
  character: '人物',
  place: '地点',
  faction: '势力',
  item: '物品',
  term: '术语',
};

/** The bible of a book as data: what the JSON export holds and the Markdown shows. */
export interface BibleDocument {
  book: { id: string; title: string };
  settings: { unseen_chapters: number; thread_overdue_chapters: number };
  entities: {
    kind: Kind;
    name: string;
    aliases: string[];
    is_main: boolean;
    fields: { key: string; value: string }[];
    notes: string;
    tags: string[];
    progressions: { from_chapter_no: number; fact: string }[];
  }[];
  threads: {
    title: string;
    notes: string;
    planted_chapter_no: number;
    payoff_chapter_no: number | null;
    resolved_chapter_no: number | null;
  }[];
}

/** Everything the book's bible holds, entities by kind and name. */
export async function bibleDocument(
  db: Db,
  book: { id: string; title: string },
): Promise<BibleDocument> {
  const [entities, progressions, threads, settings] = await Promise.all([
    entitiesOf(db, book.id),
    progressionsOfBook(db, book.id),
    threadsOf(db, book.id, false),
    settingsOf(db, book.id),
  ]);
  const limits = settings ?? defaultSettings(book.id);
  const byEntity = new Map<string, typeof progressions>();
  for (const p of progressions) {
    const ofEntity = byEntity.get(p.entityId);
    if (ofEntity) ofEntity.push(p);
    else byEntity.set(p.entityId, [p]);
  }
  return {
    book: { id: book.id, title: book.title },
    settings: {
      unseen_chapters: limits.unseenChapters,
      thread_overdue_chapters: limits.threadOverdueChapters,
    },
    entities: entities.map((e) => ({
      kind: e.kind,
      name: e.name,
      aliases: e.aliases,
      is_main: e.isMain,
      fields: e.fields,
      notes: e.notes,
      tags: e.tags,
      progressions: (byEntity.get(e.id) ?? []).map((p) => ({
        from_chapter_no: p.fromChapterNo,
        fact: p.fact,
      })),
    })),
    threads: threads.map((t) => ({
      title: t.title,
      notes: t.notes,
      planted_chapter_no: t.plantedChapterNo,
      payoff_chapter_no: t.payoffChapterNo,
      resolved_chapter_no: t.resolvedChapterNo,
    })),
  };
}

/** True when the bible holds nothing worth a file. */
export function isEmptyBible(doc: BibleDocument): boolean {
  return doc.entities.length === 0 && doc.threads.length === 0;
}

/** The document for reading: a section per kind, an entry per entity, then the threads. */
export function bibleMarkdown(doc: BibleDocument): string {
  const lines = [`# 《${doc.book.title}》设定集`, ''];
  for (const kind of Object.keys(KIND_HEADINGS) as Kind[]) {
    const ofKind = doc.entities.filter((e) => e.kind === kind);
    if (ofKind.length === 0) continue;
    lines.push(`## ${KIND_HEADINGS[kind]}`, '');
    for (const e of ofKind) {
      lines.push(`### ${e.name}${e.is_main ? '（主要人物）' : ''}`, '');
      if (e.aliases.length > 0) lines.push(`- 别名：${e.aliases.join('、')}`);
      if (e.tags.length > 0) lines.push(`- 标签：${e.tags.join('、')}`);
      for (const f of e.fields) lines.push(`- ${f.key}：${f.value}`);
      for (const p of e.progressions) lines.push(`- 第 ${p.from_chapter_no} 章起：${p.fact}`);
      if (e.notes.trim()) lines.push('', e.notes.trim());
      lines.push('');
    }
  }
  if (doc.threads.length > 0) {
    lines.push('## 伏笔', '');
    for (const t of doc.threads) {
      const planned = t.payoff_chapter_no === null ? '' : `，计划第 ${t.payoff_chapter_no} 章回收`;
      const state =
        t.resolved_chapter_no === null ? '未回收' : `第 ${t.resolved_chapter_no} 章回收`;
      lines.push(`- ${t.title}：第 ${t.planted_chapter_no} 章埋下${planned}；${state}`);
      if (t.notes.trim()) lines.push(`  ${t.notes.trim()}`);
    }
    lines.push('');
  }
  lines.push(
    `提醒：主要人物超过 ${doc.settings.unseen_chapters} 章未出场、伏笔埋下超过 ${doc.settings.thread_overdue_chapters} 章未回收时标出。`,
    '',
  );
  return lines.join('\n');
}

/** exportBible: the author's book's bible as a Markdown or JSON file. */
export async function exportBible(
  app: AppContext,
  authorId: string,
  query: { book_id: string; format: 'markdown' | 'json' },
): Promise<BibleExport> {
  const book = await findOwnBook(app.db, authorId, query.book_id);
  if (!book) throw notFound();
  const doc = await bibleDocument(app.db, book);
  const base = `${safeNamePart(book.title) || book.id}_设定集`;
  return query.format === 'json'
    ? {
        file_name: `${base}.json`,
        media_type: 'application/json',
        content: `${JSON.stringify(doc, null, 2)}\n`,
      }
    : { file_name: `${base}.md`, media_type: 'text/markdown', content: bibleMarkdown(doc) };
}
