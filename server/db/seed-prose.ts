/*
 * Deterministic Chinese prose for demo chapters. Every chapter must read like
 * a web novel, differ from its neighbours and be reproducible, so text comes
 * from a seeded PRNG over sentence templates filled with a book's own cast.
 */

/** mulberry32: tiny, fast and good enough for demo data (not for secrets). */
export function createRng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a, to derive one PRNG stream per book from its title. */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export type Rng = () => number;

export function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)]!;
}

export function randInt(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

/** The people, places and things a book's prose is written about. */
export interface Cast {
  hero: string;
  heroine: string;
  mentor: string;
  rival: string;
  friend: string;
  foe: readonly string[];
  place: readonly string[];
  item: readonly string[];
  power: readonly string[];
}

type Slot = keyof Cast | 'time' | 'weather';

const TIMES = ['清晨', '黄昏', '深夜', '午后', '第二天一早', '傍晚', '黎明前', '正午'];
const WEATHERS = ['细雨', '寒风', '大雪', '薄雾', '夕阳', '夜色', '月光', '雷雨'];

const LEAD_INS = [
  '此时，',
  '片刻之后，',
  '然而，',
  '不知过了多久，',
  '与此同时，',
  '就在这时，',
  '说来也怪，',
  '渐渐地，',
];

const TEMPLATES = [
  '{time}，{place}笼罩在{weather}里，远处的灯火明明灭灭。',
  '{hero}站在{place}的高处，望着远方出神，心中思绪万千。',
  '风从{place}的尽头吹来，带着几分凉意，也带着一丝说不清的压迫感。',
  '{hero}深吸一口气，将{item}小心地收进怀里。',
  '路边的小店早已打烊，只剩一盏孤灯在{weather}中摇晃。',
  '{heroine}没有再说话，只是静静地看着他，目光里有担忧，也有信任。',
  '{rival}冷笑一声，眼神中满是不屑。',
  '{mentor}沉吟良久，才缓缓开口。',
  '这一刻，{hero}忽然明白了{mentor}当年那句话的意思。',
  '{foe}的身影从{weather}中缓缓浮现，每一步都踏得极稳。',
  '空气仿佛凝固了，连呼吸声都变得清晰可闻。',
  '{friend}挠了挠头，嘿嘿一笑：“我就知道你会这么说。”',
  '{hero}体内的{power}缓缓流转，疲惫一扫而空。',
  '他想起了很多年前的那个{time}，想起了那个站在{place}门口等他回家的人。',
  '{place}的消息传得很快，不到半日，几乎所有人都知道了。',
  '没有人注意到，角落里的{friend}悄悄握紧了拳头。',
  '{heroine}的声音很轻，却像一根细针，扎进了{hero}的心里。',
  '远处传来一阵急促的脚步声，打破了短暂的宁静。',
  '{hero}没有回头，只是抬起手，朝身后挥了挥。',
  '这条路，他走了整整三年，如今终于看到了尽头。',
  '“{foe}的人已经到了{place}，”{friend}压低声音道，“我们得快点。”',
  '“我不是为了赢你，”{hero}看着{rival}，一字一句地说，“我只是不想输给自己。”',
  '“你还是老样子。”{mentor}笑了笑，眼角的皱纹里藏着几分欣慰。',
  '“走吧。”{heroine}转过身，衣角在风中轻轻扬起。',
  '“有些事，总要有人去做。”{hero}淡淡地说。',
  '“你确定要这么做？”{friend}瞪大了眼睛，“那可是{place}！”',
  '“三天之后，{place}见。”{rival}丢下这句话，头也不回地走了。',
  '“别怕，有我在。”{hero}握住了{heroine}的手。',
  '“这{item}，你从哪里得来的？”{mentor}的脸色第一次变了。',
  '“我等这一天，已经等了很久了。”{foe}的声音沙哑而低沉。',
  '{hero}心中一动，隐约觉得事情没有那么简单。',
  '他知道，从踏进{place}的那一刻起，就再也没有退路了。',
  '{heroine}咬了咬嘴唇，终于还是点了点头。',
  '夜色渐深，{place}里的喧嚣一点点沉寂下来。',
  '{friend}一边收拾行装，一边絮絮叨叨地抱怨着这几天的伙食。',
  '桌上的茶早已凉透，却没有人在意。',
  '{hero}将{item}摊在桌上，指尖沿着上面的纹路缓缓划过。',
  '一道刺目的光芒骤然亮起，将整个{place}映得如同白昼。',
  '{rival}的脸色瞬间变得铁青，显然没有料到会是这样的结果。',
  '众人面面相觑，一时间竟无人敢开口。',
  '{hero}侧身避开，顺势一掌拍出，逼得对方连退三步。',
  '这一击来得太快，快到{foe}根本来不及反应。',
  '尘埃落定，{place}恢复了往日的平静，仿佛什么都没有发生过。',
  '{mentor}说过，真正的强大，不在于能打倒多少敌人，而在于能守护多少人。',
  '{heroine}把一件厚外套披在他肩上，轻声说：“夜里凉，别冻着了。”',
  '他低头看了看手中的{item}，那上面还残留着淡淡的温度。',
  '{time}的{place}，比想象中还要热闹。',
  '有人说，{place}藏着一个天大的秘密，只是从来没有人把它带出来。',
  '{friend}拍了拍他的肩膀：“兄弟，这回我陪你走到底。”',
  '{hero}笑了，那是许多天以来，他第一次真心地笑。',
  '雨声渐密，敲打在窗沿上，像是谁在低声诉说着什么。',
  '“我会回来的。”{hero}说。',
  '{foe}的阴谋，终于露出了冰山一角。',
  '{hero}闭上眼睛，脑海中浮现出{place}的地图，每一条小路都清清楚楚。',
  '“你以为这样就能吓住我？”{hero}嘴角微扬，“未免太小看人了。”',
  '{heroine}取出一封信，信封已经泛黄，边角也磨得起了毛。',
  '这是{hero}第一次真正与{foe}交手，也是他第一次感受到生死之间的距离。',
  '{rival}沉默良久，终于叹了口气：“是我输了。”',
  '远处的钟声响了三下，{time}已经过去了大半。',
  '他握紧了{item}，一步一步，朝着{place}的深处走去。',
  '{friend}忍不住问道：“接下来，我们去哪儿？”',
  '“去{place}。”{hero}没有丝毫犹豫。',
];

// Templates are split once (String.split with a capture group alternates
// literal, slot, literal, ...), so generating millions of characters does no
// regex work per sentence.
const COMPILED: string[][] = TEMPLATES.map((template) => template.split(/\{(\w+)\}/));

function fill(rng: Rng, cast: Cast, slot: Slot): string {
  switch (slot) {
    case 'time':
      return pick(rng, TIMES);
    case 'weather':
      return pick(rng, WEATHERS);
    case 'foe':
    case 'place':
    case 'item':
    case 'power':
      return pick(rng, cast[slot]);
    default:
      return cast[slot];
  }
}

/**
 * Draws templates without replacement, reshuffling when the deck runs out,
 * so a chapter of ~100 sentences uses each template at most twice and never
 * repeats one in the same stretch of text.
 */
function templateDeck(rng: Rng): () => string[] {
  const order = COMPILED.map((_, i) => i);
  let next = order.length;
  return () => {
    if (next === order.length) {
      for (let i = order.length - 1; i > 0; i--) {
        const j = Math.floor(rng() * (i + 1));
        [order[i], order[j]] = [order[j]!, order[i]!];
      }
      next = 0;
    }
    return COMPILED[order[next++]!]!;
  };
}

function sentence(rng: Rng, cast: Cast, parts: string[]): string {
  let out = '';
  for (let i = 0; i < parts.length; i++) {
    out += i % 2 === 1 ? fill(rng, cast, parts[i] as Slot) : parts[i];
  }
  // Lead-ins only before narration (“此时，“走吧。”” would read wrong), and
  // only now and then, or every sentence starts with a connective.
  return out.startsWith('“') || rng() < 0.7 ? out : pick(rng, LEAD_INS) + out;
}

/**
 * A chapter body of minLength..maxLength characters, paragraphs separated by
 * "\n". Dialogue gets its own paragraph, as web novels do.
 */
export function chapterText(rng: Rng, cast: Cast, minLength: number, maxLength: number): string {
  const longestSentence = 60;
  const target =
    minLength + Math.floor(rng() * Math.max(1, maxLength - longestSentence - minLength));
  const paragraphs: string[] = [];
  let length = 0;
  let current = '';
  let inParagraph = 0;
  let paragraphSize = randInt(rng, 2, 4);
  const draw = templateDeck(rng);
  while (length + current.length < target) {
    const s = sentence(rng, cast, draw());
    if (s.startsWith('“')) {
      if (current) paragraphs.push(current);
      paragraphs.push(s);
      length += current.length + s.length + (current ? 2 : 1);
      current = '';
      inParagraph = 0;
      continue;
    }
    current += s;
    inParagraph++;
    // A line of speech closes its paragraph, as web novels lay dialogue out.
    if (inParagraph >= paragraphSize || s.endsWith('”')) {
      paragraphs.push(current);
      length += current.length + 1;
      current = '';
      inParagraph = 0;
      paragraphSize = randInt(rng, 2, 4);
    }
  }
  if (current) paragraphs.push(current);
  return paragraphs.join('\n');
}

const TITLE_SUBJECTS = [
  '少年',
  '星门',
  '古舰',
  '故人',
  '风雪',
  '孤城',
  '暗潮',
  '长夜',
  '残阳',
  '群星',
  '旧梦',
  '烽烟',
  '雷霆',
  '银河',
  '孤帆',
  '铁血',
  '天机',
  '边城',
  '春雷',
  '剑光',
];
const TITLE_PREDICATES = [
  '出山',
  '初开',
  '归来',
  '惊变',
  '再起',
  '难平',
  '未眠',
  '如血',
  '入局',
  '破晓',
  '相逢',
  '远行',
  '觉醒',
  '问道',
  '无声',
  '临门',
  '压城',
  '将至',
  '落幕',
  '燎原',
];
const TITLE_NOUNS = [
  '誓言',
  '秘密',
  '代价',
  '馈赠',
  '回响',
  '余烬',
  '黎明',
  '尽头',
  '真相',
  '约定',
];

/** A four-to-seven character chapter name such as 少年出山 or 黑石港的秘密. */
export function chapterName(rng: Rng, cast: Cast): string {
  const r = rng();
  if (r < 0.6) return pick(rng, TITLE_SUBJECTS) + pick(rng, TITLE_PREDICATES);
  if (r < 0.85) return `${pick(rng, cast.place)}的${pick(rng, TITLE_NOUNS)}`;
  return `${pick(rng, [cast.hero, cast.heroine, cast.rival, cast.friend])}${pick(rng, TITLE_PREDICATES)}`;
}
