/**
 * Readers' comments on the demo books, generated: the reading platform's
 * side of the readers' inbox. Every published chapter gets chapter and
 * paragraph comments (more on the first chapters and the newest, as real
 * books get), each book some reviews; some threads with readers' replies,
 * some answered by the author, a little abuse (hidden or reported), and the
 * last days' comments unread. The big book gets tens of thousands, built in
 * memory and inserted in bulk with the rest of the seed; everything comes
 * from one PRNG per book, so two seeds read alike.
 */
import { paragraphExcerpt, paragraphHash, paragraphsOf } from '../../src/lib/contract/readers';
import { newId } from './ids';
import type { NewBook, NewChapter, NewReaderComment } from './schema';
import { DAY, MINUTE } from './seed-clock';
import { createRng, hashSeed, pick, type Rng, randInt } from './seed-prose';

const SURNAMES = [
  '林',
  '陈',
  '王',
  '苏',
  '叶',
  '周',
  '沈',
  '顾',
  '江',
  '许',
  '秦',
  '白',
  '楚',
  '萧',
];
const NICKS = [
  '书友',
  '夜读人',
  '追更党',
  '老书虫',
  '路过的',
  '熬夜看书的',
  '星海迷',
  '摸鱼读者',
  '深夜食堂',
  '一只咸鱼',
  '不吃香菜',
  '月下独酌',
  '南山南',
  '北方的狼',
  '喵了个咪',
  '打工人',
];
const CHAPTER_LINES = [
  '打卡，今天也准时更新了！',
  '这章节奏太好了，一口气看完。',
  '作者大大辛苦了，求加更！',
  '前面埋的伏笔终于收回来了，妙啊。',
  '主角这波操作我服了。',
  '感觉这章有点水，期待下一章的大场面。',
  '反派的动机写得很立体，点赞。',
  '这一章看哭了，配角太惨了。',
  '第一！',
  '又是卡章的一天，作者你出来我保证不打你。',
  '世界观越来越宏大了，希望别崩。',
  '求问这个设定前面哪一章提过？',
  '追了三年，从没断更过，良心作者。',
  '今天的更新有点短啊，还没看过瘾。',
  '这对CP我先磕为敬。',
];
const PARAGRAPH_LINES = [
  '这句写得真好。',
  '名场面预定。',
  '这里是不是和前面矛盾了？',
  '笑死，这段画面感太强了。',
  '这一段细思极恐。',
  '这段描写绝了，仿佛身临其境。',
  '这里有个错别字。',
  '伏笔+1',
  '哈哈哈哈哈哈',
  '这句台词可以做签名了。',
];
const REVIEWS = [
  '追了两年的书，剧情扎实，人物鲜活，强烈推荐给喜欢硬核设定的朋友。',
  '前期慢热，坚持看下去会有惊喜。文笔在同类作品里属于上乘。',
  '更新稳定，剧情不拖沓，就是配角有点多，记不住名字。',
  '中期有点注水，但最近几卷又找回了开篇的感觉。',
  '设定很新颖，但感情线略显生硬，希望作者多打磨。',
  '这是我今年读过最好的网文，没有之一。',
];
const REPLY_LINES = [
  '同感！',
  '楼上说得对。',
  '不同意，我觉得写得挺好的。',
  '+1',
  '你是不是漏看了上一章？',
  '蹲一个后续。',
];
const AUTHOR_REPLIES = [
  '谢谢支持，会继续努力的！',
  '这里后面会有交代，别急～',
  '已修改，感谢指出！',
  '哈哈被你发现了。',
];
// What moderators deal with: spam and insults, some hidden or reported by the author.
const ABUSE = [
  '加群领福利，免费看全本：qq 12345678',
  '垃圾作者，写的什么玩意儿',
  '盗版网站更新更快，搜 xx小说网',
];

interface Reader {
  id: string;
  name: string;
}

function readerPool(rng: Rng, size: number): Reader[] {
  const pool: Reader[] = [];
  for (let i = 0; i < size; i++) {
    const name =
      rng() < 0.5
        ? `${pick(rng, NICKS)}${randInt(rng, 100, 9999)}`
        : `${pick(rng, SURNAMES)}${pick(rng, NICKS)}`;
    pool.push({ id: newId(), name });
  }
  return pool;
}

/** Root comments and replies apart: replies name their root, which must be inserted first. */
export interface ReaderCommentRows {
  roots: NewReaderComment[];
  replies: NewReaderComment[];
}

interface BookInput {
  book: NewBook;
  chapters: readonly NewChapter[];
  authorName: string;
  /** Comments per published chapter on average. */
  perChapter: number;
  reviews: number;
}

/** Comments written this long ago or less are still unread. */
const UNREAD_WINDOW = 3 * DAY;

export function demoReaderComments(books: readonly BookInput[], now: number): ReaderCommentRows {
  const out: ReaderCommentRows = { roots: [], replies: [] };
  for (const input of books) addBook(out, input, now);
  return out;
}

function addBook(out: ReaderCommentRows, input: BookInput, now: number): void {
  const { book } = input;
  const rng = createRng(hashSeed(`${book.title}/readers`));
  const readers = readerPool(rng, 600);
  const published = input.chapters
    .filter((c) => c.status === 'published' && c.publishedAt)
    .sort((a, b) => a.chapterNo - b.chapterNo);
  const base = {
    authorId: book.authorId,
    bookId: book.id!,
  };
  const stamp = (since: number): Date => {
    // Most comments come soon after publishing; a long tail comes later.
    const span = Math.max(MINUTE, now - since);
    const after = rng() < 0.7 ? rng() * Math.min(span, 2 * DAY) : rng() * span;
    return new Date(Math.min(now - MINUTE, since + after));
  };
  const flags = (at: Date, content: string) => {
    const abusive = ABUSE.includes(content);
    return {
      isRead: now - at.getTime() > UNREAD_WINDOW,
      likeCount: abusive ? 0 : Math.floor(rng() ** 3 * 200),
      hidden: abusive && rng() < 0.5,
      reported: abusive && rng() < 0.4,
    };
  };
  const comment = (
    fields: Omit<
      NewReaderComment,
      'id' | 'authorId' | 'bookId' | 'readerId' | 'readerName' | 'content'
    >,
    content: string,
    reader: Reader,
  ): NewReaderComment => {
    const at = fields.createTime as Date;
    return {
      id: newId(),
      ...base,
      readerId: reader.id,
      readerName: reader.name,
      content,
      ...flags(at, content),
      ...fields,
    };
  };
  const thread = (root: NewReaderComment): void => {
    out.roots.push(root);
    const at = (root.createTime as Date).getTime();
    if (rng() < 0.12) {
      const replies = randInt(rng, 1, 3);
      for (let i = 0; i < replies; i++) {
        const when = new Date(Math.min(now - MINUTE, at + randInt(rng, 5, 600) * MINUTE));
        out.replies.push(
          comment(
            {
              kind: root.kind,
              chapterId: root.chapterId,
              parentId: root.id,
              replyToId: root.id,
              createTime: when,
            },
            pick(rng, REPLY_LINES),
            pick(rng, readers),
          ),
        );
      }
    }
    if (!root.hidden && root.isRead && rng() < 0.06) {
      root.answered = true;
      const when = new Date(Math.min(now - MINUTE, at + randInt(rng, 10, 1440) * MINUTE));
      out.replies.push({
        id: newId(),
        ...base,
        kind: root.kind,
        chapterId: root.chapterId,
        parentId: root.id,
        replyToId: root.id,
        readerId: book.authorId,
        readerName: input.authorName,
        byAuthor: true,
        content: pick(rng, AUTHOR_REPLIES),
        isRead: true,
        createTime: when,
      });
    }
  };
  const line = (lines: readonly string[]) => (rng() < 0.01 ? pick(rng, ABUSE) : pick(rng, lines));

  const n = published.length;
  published.forEach((chapter, i) => {
    const since = (chapter.publishedAt as Date).getTime();
    // The first chapters and the newest draw the most readers.
    const weight = 0.5 + 2.5 * Math.exp(-i / 40) + 2 * Math.exp(-(n - 1 - i) / 30);
    const total = Math.round(input.perChapter * weight * (0.5 + rng()));
    const paragraphs = paragraphsOf(chapter.content ?? '');
    for (let k = 0; k < total; k++) {
      const onParagraph = paragraphs.length > 0 && rng() < 0.45;
      const createTime = stamp(since);
      if (onParagraph) {
        // Readers gather on a few paragraphs: the opening and some lines that land.
        const index =
          rng() < 0.3
            ? 0
            : Math.min(paragraphs.length - 1, Math.floor(rng() ** 2 * paragraphs.length));
        const text = paragraphs[index]!;
        thread(
          comment(
            {
              kind: 'paragraph',
              chapterId: chapter.id,
              paragraphIndex: index,
              paragraphHash: paragraphHash(text),
              paragraphExcerpt: paragraphExcerpt(text),
              createTime,
            },
            line(PARAGRAPH_LINES),
            pick(rng, readers),
          ),
        );
      } else {
        thread(
          comment(
            { kind: 'chapter', chapterId: chapter.id, createTime },
            line(CHAPTER_LINES),
            pick(rng, readers),
          ),
        );
      }
    }
  });
  const first = published[0]?.publishedAt as Date | undefined;
  const since = first ? first.getTime() : now - 30 * DAY;
  for (let k = 0; k < input.reviews; k++) {
    thread(
      comment(
        { kind: 'book', chapterId: null, createTime: stamp(since) },
        pick(rng, REVIEWS),
        pick(rng, readers),
      ),
    );
  }
  // One pinned review per book, as authors pin the best one.
  const review = out.roots.find((r) => r.bookId === book.id && r.kind === 'book' && !r.hidden);
  if (review) review.pinned = true;
  // A few fresh comments within the hour, so the inbox opens on something new.
  const latest = published.at(-1);
  if (latest) {
    for (let k = 0; k < 3; k++) {
      thread(
        comment(
          {
            kind: 'chapter',
            chapterId: latest.id,
            createTime: new Date(now - randInt(rng, 1, 50) * MINUTE),
          },
          pick(rng, CHAPTER_LINES),
          pick(rng, readers),
        ),
      );
    }
  }
}

/** The rows with every column, named as in the table, for json_populate_recordset (which applies no defaults). */
export function readerCommentRecords(rows: readonly NewReaderComment[]): Record<string, unknown>[] {
  return rows.map((r) => ({
    id: r.id,
    author_id: r.authorId,
    book_id: r.bookId,
    chapter_id: r.chapterId ?? null,
    kind: r.kind,
    parent_id: r.parentId ?? null,
    reply_to_id: r.replyToId ?? null,
    paragraph_index: r.paragraphIndex ?? null,
    paragraph_hash: r.paragraphHash ?? null,
    paragraph_excerpt: r.paragraphExcerpt ?? null,
    reader_id: r.readerId,
    reader_name: r.readerName,
    by_author: r.byAuthor ?? false,
    content: r.content,
    like_count: r.likeCount ?? 0,
    liked_by_author: r.likedByAuthor ?? false,
    pinned: r.pinned ?? false,
    hidden: r.hidden ?? false,
    reported: r.reported ?? false,
    is_read: r.isRead ?? false,
    answered: r.answered ?? false,
    create_time: (r.createTime as Date).toISOString(),
  }));
}
