import type { AdjustmentReason } from '../../src/lib/contract/income-data';
import type {
  Audience,
  BookKind,
  ReviewField,
  ReviewStatus,
  SerialStatus,
  SignStatus,
} from './schema';
import type { Cast } from './seed-prose';

/*
 * Hand-written demo content: the category tree, the demo authors' books and
 * their chapter notes (messages: seed-messages.ts). Kept apart from seed.ts so the generator stays readable and
 * the copy can be edited without touching logic.
 */

/** A category's name in each UI language: zh-CN first, then en-US. */
export type CategoryNamePair = readonly [zh: string, en: string];

export interface CategoryFixture {
  name: CategoryNamePair;
  children: { name: CategoryNamePair; leaves: CategoryNamePair[] }[];
}

/*
 * English names are the genre names English web-novel readers know
 * (xianxia, xuanhuan, sci-fi...); the channels' are the UI's own words for
 * the audiences (books.audience.*), since pages show both side by side. Migration 0012_category_names_en backfills
 * the same pairs into databases seeded before categories had them; keep both
 * in step when a name changes.
 */
export const CATEGORY_TREE: Record<Audience, CategoryFixture> = {
  male: {
    name: ['男频', 'Male channel'],
    children: [
      {
        name: ['玄幻', 'Xuanhuan'],
        leaves: [
          ['东方玄幻', 'Eastern fantasy'],
          ['异世大陆', 'Otherworld continent'],
          ['高武世界', 'High martial world'],
        ],
      },
      {
        name: ['仙侠', 'Xianxia'],
        leaves: [
          ['古典仙侠', 'Classical xianxia'],
          ['修真文明', 'Cultivation civilisation'],
          ['幻想修仙', 'Fantasy cultivation'],
        ],
      },
      {
        name: ['都市', 'Urban'],
        leaves: [
          ['都市生活', 'Urban life'],
          ['都市异能', 'Urban superpowers'],
          ['商战职场', 'Business and workplace'],
        ],
      },
      {
        name: ['历史', 'History'],
        leaves: [
          ['架空历史', 'Alternate history'],
          ['两宋元明', 'Song, Yuan and Ming'],
          ['秦汉三国', 'Qin, Han and Three Kingdoms'],
        ],
      },
      {
        name: ['科幻', 'Sci-fi'],
        leaves: [
          ['星际文明', 'Interstellar civilisation'],
          ['末世危机', 'Apocalypse'],
          ['时空穿梭', 'Time travel'],
        ],
      },
      {
        name: ['悬疑', 'Suspense'],
        leaves: [
          ['诡秘悬疑', 'Supernatural suspense'],
          ['推理侦探', 'Detective fiction'],
          ['灵异探险', 'Paranormal adventure'],
        ],
      },
    ],
  },
  female: {
    name: ['女频', 'Female channel'],
    children: [
      {
        name: ['古代言情', 'Historical romance'],
        leaves: [
          ['宫闱宅斗', 'Palace and household intrigue'],
          ['古典架空', 'Alternate-dynasty romance'],
          ['女尊王朝', 'Matriarchal dynasty'],
        ],
      },
      {
        name: ['现代言情', 'Contemporary romance'],
        leaves: [
          ['豪门世家', 'Wealthy families'],
          ['职场情缘', 'Workplace romance'],
          ['婚恋情感', 'Love and marriage'],
        ],
      },
      {
        name: ['幻想言情', 'Fantasy romance'],
        leaves: [
          ['仙侠奇缘', 'Xianxia romance'],
          ['异界幻想', 'Otherworld fantasy'],
          ['玄幻言情', 'Xuanhuan romance'],
        ],
      },
      {
        name: ['青春校园', 'Youth and campus'],
        leaves: [
          ['青春纯爱', 'Young love'],
          ['校园甜宠', 'Sweet campus romance'],
          ['成长励志', 'Coming of age'],
        ],
      },
      {
        name: ['悬疑推理', 'Mystery and suspense'],
        leaves: [
          ['悬疑探案', 'Mystery investigations'],
          ['惊悚灵异', 'Thriller and paranormal'],
          ['刑侦推理', 'Police procedural'],
        ],
      },
      {
        name: ['短篇故事', 'Short stories'],
        leaves: [
          ['婚姻家庭', 'Marriage and family'],
          ['脑洞故事', 'High-concept stories'],
          ['悬疑短篇', 'Short mysteries'],
        ],
      },
    ],
  },
};

/** How a book's chapters are laid out in time and status. */
export interface BookFixture {
  author: 1 | 2;
  kind: BookKind;
  title: string;
  audience: Audience;
  /** Second-level and leaf category names from CATEGORY_TREE. */
  category: [string, string];
  tags: string[];
  protagonists: string[];
  synopsis: string;
  reviewStatus: ReviewStatus;
  rejectReason?: string;
  /** What the reviewer asked to change with the reason. */
  rejectFields?: ReviewField[];
  signStatus: SignStatus;
  serialStatus: SerialStatus;
  allowVip: boolean;
  cast: Cast;
  volumes: string[];
  /** Total chapters; the big book's count comes from the seed options. */
  chapters: number | 'big';
  /** Published chapters are spread evenly between these days before today. */
  publishedFromDaysAgo: number;
  publishedToDaysAgo: number;
  drafts: number;
  scheduled: number;
  /** Chapter body length range in characters. */
  length: [number, number];
  /** Readership scale for stats, income and chapter reads (signed books). */
  popularity?: { views: number; trend: 'rising' | 'declining'; reads: number };
  /** Income beyond what readers pay by day (signed books). */
  money?: MoneyFixture;
}

/** A signed book's monetisation and the month-end entries of its history. */
export interface MoneyFixture {
  /**
   * Chapters go VIP from the middle of this many months ago: the book earns
   * nothing before (free to read). Absent: VIP from long before the history.
   */
  vipFromMonthsAgo?: number;
  /** Guarantee (保底): the income topped up to `perMonth` fen for the first `months` VIP months. */
  guarantee?: { months: number; perMonth: number };
  completionReward?: { monthsAgo: number; amount: number };
  adjustments?: { monthsAgo: number; amount: number; reason: AdjustmentReason }[];
}

const STAR_SEA: Cast = {
  hero: '林远',
  heroine: '苏晚晴',
  mentor: '秦岳',
  rival: '陆沉',
  friend: '白川',
  foe: ['卡恩议长', '黑袍祭司', '暗星舰队的指挥官'],
  place: ['天枢城', '黑石港', '北落师门星域', '青岚号', '废弃空港', '灵枢学院'],
  item: ['星核碎片', '古老星图', '量子罗盘', '旧式通讯器', '银色徽章'],
  power: ['星能', '精神力'],
};

const SWORD: Cast = {
  hero: '沈青云',
  heroine: '叶清瑶',
  mentor: '玄机子',
  rival: '萧寒',
  friend: '周通',
  foe: ['血煞宗主', '魔尊夜无殇', '黑袍老者'],
  place: ['青云山', '落霞镇', '藏经阁', '万剑冢', '天魔渊', '问心台'],
  item: ['青锋剑', '残缺玉简', '传讯玉符', '古朴戒指', '青玉葫芦'],
  power: ['灵力', '剑意', '真元'],
};

const CHANGAN: Cast = {
  hero: '谢昭',
  heroine: '崔九娘',
  mentor: '陈太傅',
  rival: '李承嗣',
  friend: '程小七',
  foe: ['内卫统领', '叛军细作', '杨相'],
  place: ['长安城', '平康坊', '大理寺', '朱雀大街', '西市', '曲江池'],
  item: ['鱼符', '密信', '横刀', '旧账册'],
  power: ['内力', '真气'],
};

const FOG_HARBOR: Cast = {
  hero: '周默',
  heroine: '沈曼卿',
  mentor: '陆伯',
  rival: '何督察',
  friend: '阿福',
  foe: ['面具人', '刀疤脸', '洋行买办'],
  place: ['雾港', '十六铺码头', '百乐门', '旧租界', '钟楼', '福安里'],
  item: ['怀表', '半张船票', '带血的手帕', '旧照片'],
  power: ['气息', '热血'],
};

const SUBWAY: Cast = {
  hero: '许言',
  heroine: '林小满',
  mentor: '老站长',
  rival: '穿风衣的男人',
  friend: '阿杰',
  foe: ['红衣女人', '末班车上的怪人'],
  place: ['地铁三号线', '终点站', '站台', '隧道深处'],
  item: ['车票', '旧手机', '工作证'],
  power: ['气息'],
};

const NOODLES: Cast = {
  hero: '老周',
  heroine: '秀兰',
  mentor: '王师傅',
  rival: '对门的老板',
  friend: '小胖',
  foe: ['房东', '催债的人'],
  place: ['面馆', '老街', '菜市场', '医院门口'],
  item: ['旧围裙', '存折', '一碗热汤面'],
  power: ['热乎气'],
};

const OLD_LETTERS: Cast = {
  hero: '江屿',
  heroine: '温念',
  mentor: '外婆',
  rival: '顾明',
  friend: '小雨',
  foe: ['顾家的人', '那个陌生人'],
  place: ['小镇', '邮局', '梧桐巷', '河堤'],
  item: ['旧信', '铁皮盒子', '褪色的明信片'],
  power: ['勇气'],
};

const MOUNTAINS: Cast = {
  hero: '赵怀瑾',
  heroine: '柳如烟',
  mentor: '孟先生',
  rival: '高远',
  friend: '石头',
  foe: ['金兵百夫长', '奸相门客', '马贼头子'],
  place: ['汴京', '大相国寺', '樊楼', '黄河渡口', '雁门关'],
  item: ['家传玉佩', '半卷兵书', '旧剑'],
  power: ['内力'],
};

const LAMP: Cast = {
  hero: '程野',
  heroine: '苏禾',
  mentor: '老所长',
  rival: '嫌疑人',
  friend: '小刘',
  foe: ['凶手', '那个影子'],
  place: ['城中村', '出租屋', '派出所', '天台'],
  item: ['台灯', '钥匙', '监控录像'],
  power: ['直觉'],
};

export const BOOKS: BookFixture[] = [
  {
    author: 1,
    kind: 'long',
    title: '星海长歌',
    audience: 'male',
    category: ['科幻', '星际文明'],
    tags: ['星际', '机甲', '热血', '成长', '群像'],
    protagonists: ['林远', '苏晚晴'],
    synopsis:
      '边陲星港的少年林远，在一次意外中得到一枚来历不明的星核碎片。从此，他踏上了穿越群星之门的旅途：' +
      '灵枢学院的试炼、黑石港的阴谋、古神遗迹中沉睡的秘密……当帝国黄昏降临，万族之战一触即发，' +
      '他必须在星海深处找到属于人类的那一首长歌。',
    reviewStatus: 'approved',
    signStatus: 'signed',
    serialStatus: 'serial',
    allowVip: true,
    cast: STAR_SEA,
    volumes: [
      '第一卷 初入星海',
      '第二卷 群星之门',
      '第三卷 烽火边疆',
      '第四卷 古神遗迹',
      '第五卷 星河争霸',
      '第六卷 深空迷航',
      '第七卷 帝国黄昏',
      '第八卷 万族之战',
      '第九卷 归墟之眼',
      '第十卷 长歌未央',
    ],
    chapters: 'big',
    publishedFromDaysAgo: 1095,
    publishedToDaysAgo: 1,
    drafts: 5,
    scheduled: 3,
    length: [2000, 3500],
    popularity: { views: 24000, trend: 'rising', reads: 180000 },
    money: {
      vipFromMonthsAgo: 21,
      guarantee: { months: 3, perMonth: 1_000_000 },
      adjustments: [
        { monthsAgo: 5, amount: -32_640, reason: 'reader_refunds' },
        { monthsAgo: 9, amount: 12_000, reason: 'late_credit' },
        { monthsAgo: 13, amount: -8_520, reason: 'invalid_subscriptions' },
      ],
    },
  },
  {
    author: 1,
    kind: 'long',
    title: '青云剑主',
    audience: 'male',
    category: ['仙侠', '古典仙侠'],
    tags: ['修仙', '剑修', '宗门', '逆袭'],
    protagonists: ['沈青云', '叶清瑶'],
    synopsis:
      '青云山下的樵夫之子沈青云，因一柄锈迹斑斑的古剑被卷入仙门纷争。问心台上一剑惊鸿，' +
      '万剑冢中九死一生，他以凡人之躯问道长生，终成一代剑主。',
    reviewStatus: 'approved',
    signStatus: 'signed',
    serialStatus: 'completed',
    allowVip: true,
    cast: SWORD,
    volumes: ['第一卷 青云初上', '第二卷 剑指九霄', '第三卷 万古长青'],
    chapters: 120,
    publishedFromDaysAgo: 1400,
    publishedToDaysAgo: 1110,
    drafts: 0,
    scheduled: 0,
    length: [2000, 3500],
    // Completed years ago: a small long tail, under the payout minimum on its own.
    popularity: { views: 130, trend: 'declining', reads: 60000 },
    money: { completionReward: { monthsAgo: 16, amount: 200_000 } },
  },
  {
    author: 1,
    kind: 'long',
    title: '长安夜雨',
    audience: 'male',
    category: ['历史', '架空历史'],
    tags: ['权谋', '探案', '长安'],
    protagonists: ['谢昭', '崔九娘'],
    synopsis:
      '大理寺小吏谢昭，在一个雨夜接下了一桩离奇命案。死者怀中的半枚鱼符，牵出了长安城里最深的一张网。',
    reviewStatus: 'pending',
    signStatus: 'unsigned',
    serialStatus: 'serial',
    allowVip: false,
    cast: CHANGAN,
    volumes: ['第一卷 长安风起'],
    chapters: 5,
    publishedFromDaysAgo: 6,
    publishedToDaysAgo: 2,
    drafts: 0,
    scheduled: 0,
    length: [2000, 3500],
  },
  {
    author: 1,
    kind: 'long',
    title: '雾港迷踪',
    audience: 'male',
    category: ['悬疑', '推理侦探'],
    tags: ['民国', '推理', '港口'],
    protagonists: ['周默'],
    synopsis:
      '民国年间的雾港，私家侦探周默受托寻找一位失踪的舞女，却发现整座港城都在替某个人保守秘密。',
    reviewStatus: 'rejected',
    rejectReason:
      '作品简介与正文内容关联不足，且开篇三章节奏偏慢、核心冲突出现过晚，请修改后重新提交审核。',
    rejectFields: ['synopsis', 'chapters'],
    signStatus: 'unsigned',
    serialStatus: 'serial',
    allowVip: false,
    cast: FOG_HARBOR,
    volumes: ['第一卷 雾锁港城'],
    chapters: 3,
    publishedFromDaysAgo: 0,
    publishedToDaysAgo: 0,
    drafts: 3,
    scheduled: 0,
    length: [2000, 3500],
  },
  {
    author: 1,
    kind: 'short',
    title: '最后一班地铁',
    audience: 'female',
    category: ['短篇故事', '悬疑短篇'],
    tags: ['悬疑', '都市传说', '反转'],
    protagonists: ['许言', '林小满'],
    synopsis:
      '深夜十一点四十分，末班地铁驶出站台。车厢里只剩七个人，而广播说，这趟车本不该有乘客。',
    reviewStatus: 'approved',
    signStatus: 'unsigned',
    serialStatus: 'completed',
    allowVip: false,
    cast: SUBWAY,
    volumes: ['正文'],
    chapters: 1,
    publishedFromDaysAgo: 200,
    publishedToDaysAgo: 200,
    drafts: 0,
    scheduled: 0,
    length: [6000, 9000],
  },
  {
    author: 1,
    kind: 'short',
    title: '面馆里的春天',
    audience: 'female',
    category: ['短篇故事', '婚姻家庭'],
    tags: ['家庭', '温情', '烟火气'],
    protagonists: ['老周', '秀兰'],
    synopsis: '老街尽头的小面馆开了二十年。这一年春天，老周和秀兰终于说出了那句藏了半辈子的话。',
    reviewStatus: 'approved',
    signStatus: 'unsigned',
    serialStatus: 'completed',
    allowVip: false,
    cast: NOODLES,
    volumes: ['正文'],
    chapters: 1,
    publishedFromDaysAgo: 90,
    publishedToDaysAgo: 90,
    drafts: 0,
    scheduled: 0,
    length: [6000, 9000],
  },
  {
    author: 1,
    kind: 'short',
    title: '月光下的旧信',
    audience: 'female',
    category: ['短篇故事', '脑洞故事'],
    tags: ['青春', '遗憾', '书信'],
    protagonists: ['江屿', '温念'],
    synopsis: '外婆去世后，温念在铁皮盒子里找到一沓从未寄出的信，收信人的名字，是她高中时的同桌。',
    reviewStatus: 'pending',
    signStatus: 'unsigned',
    serialStatus: 'completed',
    allowVip: false,
    cast: OLD_LETTERS,
    volumes: ['正文'],
    chapters: 1,
    publishedFromDaysAgo: 3,
    publishedToDaysAgo: 3,
    drafts: 0,
    scheduled: 0,
    length: [6000, 9000],
  },
  {
    author: 2,
    kind: 'long',
    title: '山河旧梦',
    audience: 'male',
    category: ['历史', '两宋元明'],
    tags: ['宋朝', '家国', '少年', '江湖'],
    protagonists: ['赵怀瑾', '柳如烟'],
    synopsis:
      '靖康年间，汴京城破。落魄书生赵怀瑾背着半卷兵书北上，在雁门关外，他看见了一个王朝最后的黄昏。',
    reviewStatus: 'approved',
    signStatus: 'unsigned',
    serialStatus: 'serial',
    allowVip: false,
    cast: MOUNTAINS,
    volumes: ['第一卷 少年游', '第二卷 山河故人'],
    chapters: 20,
    publishedFromDaysAgo: 40,
    publishedToDaysAgo: 1,
    drafts: 0,
    scheduled: 0,
    length: [2000, 3500],
  },
  {
    author: 2,
    kind: 'short',
    title: '灯下黑',
    audience: 'female',
    category: ['短篇故事', '悬疑短篇'],
    tags: ['悬疑', '刑侦'],
    protagonists: ['程野'],
    synopsis: '城中村的出租屋里，一盏从不熄灭的台灯，照着一桩十年无人问津的旧案。',
    reviewStatus: 'draft',
    signStatus: 'unsigned',
    serialStatus: 'serial',
    allowVip: false,
    cast: LAMP,
    volumes: ['正文'],
    chapters: 1,
    publishedFromDaysAgo: 0,
    publishedToDaysAgo: 0,
    drafts: 1,
    scheduled: 0,
    length: [6000, 9000],
  },
];

export const AUTHOR_NOTES = [
  '今天是第二更，求一波月票！',
  '感谢「星河夜行」的盟主打赏，加更奉上。',
  '这一章写得有点慢，大家见谅。',
  '新卷开启，欢迎大家在书评区讨论剧情。',
  '作者今天感冒了，明天补更。',
  '本章有伏笔，细心的读者可以找找看。',
];
