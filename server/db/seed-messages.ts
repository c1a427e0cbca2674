/**
 * The demo authors' messages (system notices, to-dos, editor and reader
 * messages), hand-written like seed-fixtures.ts, and how they are spread
 * over the last weeks. Each names what it is about (a book by title, one of
 * its published chapters, an income month, the account, a sign
 * application), resolved against the seeded rows, so every kind of target,
 * review rejections with their reasons, to-dos in each state (to do, done,
 * expired) and security and money events show for the signed demo author.
 */
import type {
  MessageCategory,
  MessageTemplate,
  MessageTodoTask,
  ReviewChange,
  ReviewReasonCode,
} from '../../src/lib/contract/messages';
import { addMonths } from '../services/platform/calendar';
import { newId } from './ids';
import type { MessageType, NewBook, NewChapter, NewMessage, NewSignApplication } from './schema';
import { cnDate, DAY, MINUTE } from './seed-clock';
import { createRng, hashSeed } from './seed-prose';

/** What a fixture is about, by names the seed knows rather than ids. */
type TargetRef =
  | { kind: 'book'; book: string }
  /** The `nth` published chapter of the book (from 0); its title is the quote unless one is given. */
  | { kind: 'chapter'; book: string; nth: number }
  | { kind: 'sign_application'; book: string }
  | { kind: 'account' }
  | { kind: 'income_month'; monthsAgo: number };

interface MessageFixture {
  type: MessageType;
  category: MessageCategory;
  title: string;
  subTitle: string;
  content: string;
  /** Presentation hint: 0 plain, 1 success, 2 warning, 3 error. */
  messageType?: number;
  target?: TargetRef;
  quote?: string;
  review?: { reasonCode: ReviewReasonCode; changes: ReviewChange[] };
  /** To-dos: what the state follows, and the due time in days from now (negative: past). */
  task?: MessageTodoTask;
  dueInDays?: number;
  /** A system message's template, as the server writes it (the client shows it in the page's language). */
  template?: MessageTemplate;
}

const STAR = '星海长歌';
const FOG = '雾港迷踪';

/**
 * Author 1's messages, newest first; the first ten are left unread. The
 * demo holds (seed-figures.ts) put an unreleased hold on the month three
 * months ago and a released one on the month four months ago, so the two
 * statement to-dos below are one to do and one done.
 */
const AUTHOR1_MESSAGES: MessageFixture[] = [
  {
    type: 'message',
    category: 'reader',
    title: '章节评论',
    subTitle: '读者「星河夜行」',
    content: '在《星海长歌》的章节下留言。',
    target: { kind: 'chapter', book: STAR, nth: 2 },
    quote: '大大加油，这一章的反转太精彩了，等更新！',
  },
  {
    type: 'notice',
    category: 'security',
    title: '新设备登录提醒',
    subTitle: '账号安全',
    content:
      '你的账号刚刚在新设备上登录（Chrome · Windows，上海）。如果这不是你本人的操作，请立即修改密码，并在“账号信息”中退出其他设备。',
    template: {
      key: 'new_device_login',
      params: { browser: 'Chrome', os: 'Windows', place: '上海' },
    },
    messageType: 2,
    target: { kind: 'account' },
    quote: 'Chrome · Windows · 上海',
  },
  {
    type: 'todo',
    category: 'money',
    title: '处理暂缓发放的稿酬',
    subTitle: '财务中心',
    content: '一笔月度稿酬因订阅复核暂缓发放，请联系责任编辑确认结算单后解除暂缓。',
    messageType: 3,
    target: { kind: 'income_month', monthsAgo: 3 },
    task: 'statement',
    dueInDays: 12,
  },
  {
    type: 'notice',
    category: 'review',
    title: '章节审核未通过',
    subTitle: '作品审核',
    content: '《星海长歌》的一个章节未通过审核：部分描写涉及敏感内容。请修改后重新提交。',
    messageType: 3,
    target: { kind: 'chapter', book: STAR, nth: 5 },
    review: { reasonCode: 'sensitive_content', changes: ['chapters'] },
  },
  {
    type: 'todo',
    category: 'review',
    title: '修改并重新提交《雾港迷踪》',
    subTitle: '作品审核',
    content: '《雾港迷踪》被退回修改，请在截止日期前修改简介与开篇后重新提交审核。',
    messageType: 3,
    target: { kind: 'book', book: FOG },
    task: 'resubmit',
    dueInDays: -2,
  },
  {
    type: 'notice',
    category: 'money',
    title: '稿酬已发放',
    subTitle: '财务中心',
    content: '上月结算单的稿酬已发放至您绑定的银行卡，请注意查收。',
    template: { key: 'royalties_paid', params: {} },
    messageType: 1,
    target: { kind: 'income_month', monthsAgo: 2 },
  },
  {
    type: 'message',
    category: 'editor',
    title: '责编消息',
    subTitle: '责编 小鱼',
    content: '《星海长歌》下月将获得首页强推位，请保持日更，并提前准备好至少十章存稿。',
    target: { kind: 'book', book: STAR },
  },
  {
    type: 'todo',
    category: 'editor',
    title: '确认第十卷大纲',
    subTitle: '责编 小鱼',
    content: '请在本周五前提交《星海长歌》第十卷大纲，便于安排下月推荐资源。',
    messageType: 2,
    target: { kind: 'book', book: STAR },
    task: 'other',
    dueInDays: 4,
  },
  {
    type: 'notice',
    category: 'review',
    title: '审核未通过',
    subTitle: '作品审核',
    content:
      '很遗憾，《雾港迷踪》未通过审核：作品简介与正文内容关联不足，开篇节奏偏慢。请修改后重新提交。',
    messageType: 3,
    target: { kind: 'book', book: FOG },
    quote: '作品简介与正文内容关联不足，开篇节奏偏慢。',
    review: { reasonCode: 'synopsis_mismatch', changes: ['synopsis', 'chapters'] },
    // As `npm run editor -- reject-book` writes it (server/services/editorial).
    template: {
      key: 'book_rejected',
      params: { book: '雾港迷踪', reason: '作品简介与正文内容关联不足，开篇节奏偏慢' },
    },
  },
  {
    type: 'notice',
    category: 'money',
    title: '结算单已出',
    subTitle: '财务中心',
    content: '上月结算单已生成，可在「作品收入」中查看明细与预计发放日期。',
    template: { key: 'statement_ready', params: {} },
    target: { kind: 'income_month', monthsAgo: 1 },
  },
  // Read from here on.
  {
    type: 'notice',
    category: 'security',
    title: '登录密码已修改',
    subTitle: '账号安全',
    content:
      '你的登录密码刚刚更新，其他设备上的登录已全部退出。如果这不是你本人的操作，请立即通过“忘记密码”重置密码并联系责任编辑。',
    template: { key: 'password_changed', params: {} },
    messageType: 2,
    target: { kind: 'account' },
  },
  {
    type: 'message',
    category: 'reader',
    title: '书评区新回复',
    subTitle: '读者「月下听风」',
    content: '在《星海长歌》的章节下留言。',
    target: { kind: 'chapter', book: STAR, nth: 8 },
    quote: '林远和苏晚晴什么时候才能在一起啊！作者大大求糖！',
  },
  {
    type: 'todo',
    category: 'money',
    title: '更新收款银行卡',
    subTitle: '财务中心',
    content: '一笔稿酬因银行卡信息有误被退回，请更新收款账户后等待重新发放。',
    messageType: 2,
    target: { kind: 'income_month', monthsAgo: 4 },
    task: 'statement',
    dueInDays: -20,
  },
  {
    type: 'todo',
    category: 'sign',
    title: '签署《青云剑主》签约合同',
    subTitle: '签约中心',
    content: '《青云剑主》的签约申请已通过，请在作家后台完成电子合同签署。',
    messageType: 1,
    target: { kind: 'sign_application', book: '青云剑主' },
    task: 'sign',
    dueInDays: -30,
  },
  {
    type: 'notice',
    category: 'security',
    title: '实名认证已通过',
    subTitle: '账号安全',
    content: '你的实名认证已通过审核，认证信息已锁定。现在可以为作品申请签约。',
    template: { key: 'certification_passed', params: {} },
    messageType: 1,
    target: { kind: 'account' },
  },
  {
    type: 'todo',
    category: 'security',
    title: '完成实名认证',
    subTitle: '账号安全',
    content: '申请签约与领取稿酬前需完成实名认证，请在「账号信息」中提交真实姓名与身份证号。',
    target: { kind: 'account' },
    task: 'certify',
    dueInDays: -40,
  },
  {
    type: 'notice',
    category: 'platform',
    title: '平台活动',
    subTitle: '活动中心',
    content: '「星辰大海」科幻主题征文火热进行中，总奖金池 50 万元，欢迎报名参加。',
  },
  {
    type: 'notice',
    category: 'money',
    title: '稿酬发放暂缓',
    subTitle: '财务中心',
    content: '一笔月度稿酬因订阅复核暂缓发放，复核完成后将随下一期结算单发放。',
    template: { key: 'royalties_held', params: {} },
    messageType: 2,
    target: { kind: 'income_month', monthsAgo: 3 },
  },
  {
    type: 'message',
    category: 'reader',
    title: '读者打赏',
    subTitle: '读者「一只咸鱼」',
    content: '成为《星海长歌》的第 32 位盟主！',
    target: { kind: 'book', book: STAR },
  },
  {
    type: 'notice',
    category: 'sign',
    title: '签约申请已通过',
    subTitle: '签约中心',
    content: '恭喜！《星海长歌》的签约申请已通过。现在可以设置 VIP 章节，并查看作品收入与数据。',
    messageType: 1,
    target: { kind: 'sign_application', book: STAR },
    quote: '题材新颖，更新稳定，期待后续表现。',
  },
  {
    type: 'message',
    category: 'reader',
    title: '催更提醒',
    subTitle: '读者「夜雨声烦」',
    content: '送出 12 张催更票。',
    target: { kind: 'book', book: STAR },
    quote: '今天还有加更吗？',
  },
  {
    type: 'notice',
    category: 'money',
    title: '全勤奖发放',
    subTitle: '财务中心',
    content: '恭喜您获得全勤奖 600 元，已计入当月稿酬。',
    messageType: 1,
    target: { kind: 'income_month', monthsAgo: 5 },
  },
  {
    type: 'message',
    category: 'editor',
    title: '责编消息',
    subTitle: '责编 小鱼',
    content: '第八卷整体反响不错，中段节奏可以再紧凑一些，战斗场面建议控制在两章以内。',
    target: { kind: 'chapter', book: STAR, nth: 12 },
  },
  {
    type: 'notice',
    category: 'platform',
    title: '平台公告',
    subTitle: '平台运营',
    content: '关于调整 VIP 章节千字定价的说明：自下月起，新签约作品 VIP 章节统一按千字 5 分计费。',
  },
  {
    type: 'notice',
    category: 'security',
    title: '绑定手机已更换',
    subTitle: '账号安全',
    content:
      '你的账号绑定手机已从 137****0001 更换为 138****0001，所有设备上的登录已退出，请用新手机号登录。如果这不是你本人的操作，请立即联系责任编辑。',
    template: {
      key: 'phone_changed',
      params: { old_phone: '137****0001', new_phone: '138****0001' },
    },
    messageType: 2,
    target: { kind: 'account' },
    quote: '138****0001',
  },
  {
    type: 'message',
    category: 'reader',
    title: '书评区新回复',
    subTitle: '读者「不吃香菜」',
    content: '在《星海长歌》的章节下留言。',
    target: { kind: 'chapter', book: STAR, nth: 15 },
    quote: '陆沉这个角色塑造得太好了，亦敌亦友，看得我热血沸腾。',
  },
  {
    type: 'notice',
    category: 'platform',
    title: '系统维护通知',
    subTitle: '技术中心',
    content: '作家后台将于本周四凌晨 2:00 至 4:00 进行系统升级，届时定时发布不受影响。',
  },
  {
    type: 'notice',
    category: 'review',
    title: '审核通过通知',
    subTitle: '作品审核',
    content: '短篇《面馆里的春天》已通过审核并上架，感谢您的投稿。',
    messageType: 1,
    target: { kind: 'book', book: '面馆里的春天' },
  },
  {
    type: 'message',
    category: 'reader',
    title: '书评区新回复',
    subTitle: '读者「星港守夜人」',
    content: '在《星海长歌》的章节下留言。',
    target: { kind: 'chapter', book: STAR, nth: 20 },
    quote: '黑石港那一段伏笔埋了三百章，作者大大太会了！',
  },
  {
    type: 'notice',
    category: 'sign',
    title: '签约进度',
    subTitle: '签约中心',
    content: '《星海长歌》年度续约已完成，新合同条款即日生效。',
    target: { kind: 'sign_application', book: STAR },
  },
];

/** Author 2's messages, newest first; the first two are left unread. */
const AUTHOR2_MESSAGES: MessageFixture[] = [
  {
    type: 'todo',
    category: 'security',
    title: '完善实名认证',
    subTitle: '账户安全',
    content: '申请签约前需完成实名认证，请在「个人信息」中提交真实姓名与身份证号。',
    target: { kind: 'account' },
    task: 'certify',
    dueInDays: 14,
  },
  {
    type: 'message',
    category: 'reader',
    title: '读者打赏',
    subTitle: '读者「汴京旧客」',
    content: '打赏了《山河旧梦》200 书币。',
    target: { kind: 'book', book: '山河旧梦' },
    quote: '文笔很有味道，加油！',
  },
  {
    type: 'notice',
    category: 'review',
    title: '审核通过通知',
    subTitle: '作品审核',
    content: '《山河旧梦》已通过审核并上架，现在可以申请签约了。',
    messageType: 1,
    target: { kind: 'book', book: '山河旧梦' },
  },
  {
    type: 'notice',
    category: 'sign',
    title: '签约申请指南',
    subTitle: '签约中心',
    content: '作品累计 3 万字以上、近 30 天保持更新即可申请签约，审核周期约 7 个工作日。',
  },
  {
    type: 'notice',
    category: 'platform',
    title: '欢迎加入作家专区',
    subTitle: '平台运营',
    content: '欢迎成为我们的作者！新手指南、写作课堂与福利政策都可以在帮助中心找到。',
  },
];

/** The seeded rows targets are looked up in. */
export interface SeededRows {
  readonly books: readonly NewBook[];
  readonly chapters: readonly NewChapter[];
  readonly signApplications: readonly NewSignApplication[];
}

type Target = Pick<NewMessage, 'targetKind' | 'targetId' | 'bookId' | 'quote'>;

function resolveTarget(
  authorId: string,
  fixture: MessageFixture,
  rows: SeededRows,
  now: number,
): Target {
  const ref = fixture.target;
  const quote = fixture.quote ?? null;
  if (!ref) return { targetKind: null, targetId: null, bookId: null, quote };
  if (ref.kind === 'account') return { targetKind: 'account', targetId: null, bookId: null, quote };
  if (ref.kind === 'income_month') {
    const month = addMonths(cnDate(now).slice(0, 7), -ref.monthsAgo);
    return { targetKind: 'income_month', targetId: month, bookId: null, quote };
  }
  const book = rows.books.find((b) => b.authorId === authorId && b.title === ref.book);
  if (!book?.id) throw new Error(`seed message: no book 《${ref.book}》`);
  if (ref.kind === 'book') return { targetKind: 'book', targetId: book.id, bookId: book.id, quote };
  if (ref.kind === 'sign_application') {
    const application = rows.signApplications.find((a) => a.bookId === book.id);
    // Books without an application (small test seeds) open the book instead.
    return application?.id
      ? { targetKind: 'sign_application', targetId: application.id, bookId: book.id, quote }
      : { targetKind: 'book', targetId: book.id, bookId: book.id, quote };
  }
  const published = rows.chapters.filter((c) => c.bookId === book.id && c.status === 'published');
  const chapter = published[Math.min(ref.nth, published.length - 1)];
  if (!chapter?.id) return { targetKind: 'book', targetId: book.id, bookId: book.id, quote };
  return {
    targetKind: 'chapter',
    targetId: chapter.id,
    bookId: book.id,
    quote: quote ?? chapter.title ?? null,
  };
}

/** Both demo authors' messages: author 1 has 60 days of them, ten unread; author 2 has 30 days, two unread. */
export function demoMessages(
  authorIds: readonly string[],
  now: number,
  rows: SeededRows,
): NewMessage[] {
  return [
    ...buildMessages(authorIds[0]!, AUTHOR1_MESSAGES, 10, now, 60, rows),
    ...buildMessages(authorIds[1]!, AUTHOR2_MESSAGES, 2, now, 30, rows),
  ];
}

/** Messages newest first, spread over the last `days` days; the newest `unread` stay unread. */
function buildMessages(
  authorId: string,
  fixtures: MessageFixture[],
  unread: number,
  now: number,
  days: number,
  rows: SeededRows,
): NewMessage[] {
  const rng = createRng(hashSeed(fixtures.map((m) => m.title).join('/')));
  const step = (days * DAY) / fixtures.length;
  return fixtures.map((m, i) => ({
    id: newId(),
    authorId,
    type: m.type,
    title: m.title,
    subTitle: m.subTitle,
    avatar: null,
    content: m.content,
    messageType: m.messageType ?? 0,
    status: i < unread ? 0 : 1,
    time: new Date(now - Math.round(step * i + rng() * step * 0.8) - 5 * MINUTE),
    category: m.category,
    ...resolveTarget(authorId, m, rows, now),
    reasonCode: m.review?.reasonCode ?? null,
    changes: m.review?.changes ?? [],
    task: m.task ?? null,
    dueAt: m.dueInDays === undefined ? null : new Date(now + m.dueInDays * DAY),
    template: m.template?.key ?? null,
    templateParams: m.template?.params ?? {},
  }));
}
