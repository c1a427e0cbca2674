/**
 * The demo bible of 星海长歌: its cast, places, a faction, items and terms as
 * the seeded prose names them (seed-prose.ts fills the templates from the
 * book's cast, so these names occur), progressions, and threads open,
 * overdue and resolved. The mention index is built here from the chapters'
 * text with the same matcher a save uses, so the demo opens with it filled.
 */
import type { BibleEntityKind } from '../../src/lib/contract/enums';
import { compileNames } from '../services/bible/matcher';
import { newId } from './ids';
import type { NewChapter } from './schema';
import type {
  BibleFieldValue,
  bibleEntities,
  bibleMentions,
  bibleProgressions,
  bibleSettings,
  bibleThreads,
} from './schema/bible';

type Rows<T extends { $inferInsert: unknown }> = T['$inferInsert'][];

export interface SeededBible {
  settings: Rows<typeof bibleSettings>;
  entities: Rows<typeof bibleEntities>;
  progressions: Rows<typeof bibleProgressions>;
  threads: Rows<typeof bibleThreads>;
  mentions: Rows<typeof bibleMentions>;
}

interface EntityFixture {
  kind: BibleEntityKind;
  name: string;
  aliases?: string[];
  fields?: BibleFieldValue[];
  notes?: string;
  tags?: string[];
  isMain?: boolean;
  /** Facts from a point of the book on, as a fraction of its chapters. */
  progressions?: [at: number, fact: string][];
}

/** The book whose bible is seeded. */
export const BIBLE_BOOK_TITLE = '星海长歌';

const ENTITIES: EntityFixture[] = [
  {
    kind: 'character',
    name: '林远',
    isMain: true,
    tags: ['主角'],
    fields: [
      { key: '年龄', value: '17' },
      { key: '出身', value: '边陲星港' },
    ],
    notes: '边陲星港的少年，得到一枚来历不明的星核碎片。',
    progressions: [
      [0, '境界：星能初醒'],
      [0.1, '身份：灵枢学院学员'],
      [0.27, '境界：星能三阶'],
      [0.6, '身份：青岚号舰长'],
    ],
  },
  {
    kind: 'character',
    name: '苏晚晴',
    isMain: true,
    tags: ['女主'],
    fields: [{ key: '出身', value: '天枢城苏家' }],
    progressions: [
      [0, '身份：灵枢学院学员'],
      [0.45, '身份：青岚号领航员'],
    ],
  },
  {
    kind: 'character',
    name: '林小雨',
    isMain: true,
    tags: ['主角亲属'],
    notes: '林远的妹妹，第一卷之后下落不明。',
  },
  {
    kind: 'character',
    name: '秦岳',
    tags: ['导师'],
    fields: [{ key: '身份', value: '灵枢学院教官' }],
    progressions: [[0.7, '状态：战死于归墟之眼']],
  },
  { kind: 'character', name: '陆沉', tags: ['对手'] },
  { kind: 'character', name: '白川', tags: ['挚友'] },
  {
    kind: 'character',
    name: '卡恩',
    aliases: ['卡恩议长'],
    tags: ['反派'],
    fields: [{ key: '身份', value: '星盟议长' }],
  },
  {
    kind: 'character',
    name: '墨菲斯',
    aliases: ['黑袍祭司'],
    tags: ['反派'],
    notes: '从不以真名示人，人前只称黑袍祭司。',
  },
  {
    kind: 'character',
    name: '雷蒙德',
    aliases: ['暗星舰队的指挥官'],
    tags: ['反派'],
  },
  {
    kind: 'faction',
    name: '暗星舰队',
    notes: '正文里多以“暗星舰队的指挥官”出现：那是雷蒙德，不计入舰队。',
  },
  { kind: 'faction', name: '灵枢学院', aliases: ['学院'], tags: ['势力'] },
  { kind: 'place', name: '天枢城' },
  { kind: 'place', name: '黑石港' },
  { kind: 'place', name: '北落师门星域', aliases: ['北落师门'] },
  { kind: 'place', name: '废弃空港' },
  { kind: 'item', name: '青岚号', fields: [{ key: '类型', value: '星际巡航舰' }] },
  { kind: 'item', name: '星核碎片', aliases: ['星核'] },
  { kind: 'item', name: '古老星图' },
  { kind: 'item', name: '量子罗盘' },
  { kind: 'term', name: '星能', notes: '修炼体系：一阶至九阶。' },
  { kind: 'term', name: '精神力' },
];

interface ThreadFixture {
  title: string;
  planted: number;
  payoff?: number;
  resolved?: number;
  notes?: string;
}

const THREADS: ThreadFixture[] = [
  { title: '星核碎片的来历', planted: 0, payoff: 0.9, notes: '第一章埋下，终卷揭晓。' },
  { title: '秦岳当年那句话', planted: 0.01, resolved: 0.5 },
  { title: '黑石港的内鬼', planted: 0.3, payoff: 0.4 },
  { title: '林小雨的下落', planted: 0.05 },
  { title: '古老星图缺失的一角', planted: 0.97 },
];

/** A chapter number at a fraction of the book (1..total). */
const at = (fraction: number, total: number) =>
  Math.min(total, Math.max(1, Math.round(fraction * total)));

export function buildBible(
  bookId: string,
  chapters: Pick<NewChapter, 'id' | 'content'>[],
  now: Date,
): SeededBible {
  const total = chapters.length;
  const entities = ENTITIES.map((e) => ({
    id: newId(),
    bookId,
    kind: e.kind,
    name: e.name,
    aliases: e.aliases ?? [],
    fields: e.fields ?? [],
    notes: e.notes ?? '',
    tags: e.tags ?? [],
    isMain: e.isMain ?? false,
    createTime: now,
    updateTime: now,
  }));
  const progressions = ENTITIES.flatMap((e, i) =>
    (e.progressions ?? []).map(([fraction, fact]) => ({
      id: newId(),
      entityId: entities[i]!.id,
      fromChapterNo: at(fraction, total),
      fact,
      createTime: now,
    })),
  );
  const threads = THREADS.map((t) => ({
    id: newId(),
    bookId,
    title: t.title,
    notes: t.notes ?? '',
    plantedChapterNo: at(t.planted, total),
    payoffChapterNo: t.payoff === undefined ? null : at(t.payoff, total),
    resolvedChapterNo: t.resolved === undefined ? null : at(t.resolved, total),
    createTime: now,
    updateTime: now,
  }));
  const matcher = compileNames(entities.map((e) => ({ id: e.id, names: [e.name, ...e.aliases] })));
  const mentions = matcher
    ? chapters.flatMap((c) =>
        matcher.search(c.content ?? '').map((m) => ({ ...m, bookId, chapterId: c.id! })),
      )
    : [];
  return {
    // Small test seeds get limits their few chapters can reach.
    settings: [
      {
        bookId,
        unseenChapters: Math.min(50, Math.ceil(total / 4)),
        threadOverdueChapters: Math.min(300, Math.ceil(total / 2)),
      },
    ],
    entities,
    progressions,
    threads,
    mentions,
  };
}
