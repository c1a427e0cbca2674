/**
 * The demo's small, non-political rule sample: what the reference server
 * seeds as version 1, and what the tests and the bench start from.
 */
import type { Rule } from './types';

const offSite = {
  zh: '平台不允许在正文中留下站外联系方式或引流信息。',
  en: 'The platform does not allow contact details or off-site links in the text.',
};
const removeIt = {
  zh: '删去联系方式；需要与读者交流可使用作者的话或书友圈。',
  en: "Remove it; talk to readers in the author's note or the book's forum.",
};

export const DEMO_RULES: Rule[] = [
  {
    id: 'contact.add-v',
    category: 'contact',
    severity: 'block',
    pattern: { kind: 're2', expression: '加\\s*[vV薇微威]\\s*[:：]?\\s*[A-Za-z0-9_-]{0,20}' },
    explanation: {
      zh: '“加V”之类的引流写法是最常见的拒审原因。',
      en: '"加V" (add me on WeChat) is the commonest reason for a rejection.',
    },
    suggestion: removeIt,
  },
  {
    id: 'contact.wechat',
    category: 'contact',
    severity: 'block',
    pattern: {
      kind: 're2',
      expression:
        '(微信|[Ww]e[Cc]hat|[Vv][Xx]|[Ww][Xx])\\s*号?\\s*[:：]\\s*[A-Za-z][A-Za-z0-9_-]{5,19}',
    },
    explanation: offSite,
    suggestion: removeIt,
  },
  {
    id: 'contact.qq',
    category: 'contact',
    severity: 'block',
    pattern: { kind: 're2', expression: '(QQ|qq|扣扣)\\s*[号群]?\\s*[:：]?\\s*[1-9][0-9]{4,10}' },
    explanation: offSite,
    suggestion: removeIt,
  },
  {
    id: 'contact.phone',
    category: 'contact',
    severity: 'block',
    pattern: { kind: 're2', expression: '\\b1[3-9][0-9]{9}\\b' },
    explanation: { zh: '正文中出现了手机号码。', en: 'A mobile phone number in the text.' },
    suggestion: removeIt,
  },
  {
    id: 'contact.url',
    category: 'contact',
    severity: 'block',
    pattern: { kind: 're2', expression: '(?i)(https?://|www\\.)[a-z0-9.-]+\\.[a-z]{2,}[^\\s]*' },
    explanation: { zh: '正文中出现了网址。', en: 'A web address in the text.' },
    suggestion: removeIt,
  },
  {
    id: 'advertising.shop',
    category: 'advertising',
    severity: 'warn',
    pattern: {
      kind: 'literals',
      literals: ['扫码领取', '淘宝店铺', '优惠券', '兼职日结', '刷单返利'],
    },
    explanation: { zh: '像是广告用语。', en: 'This reads like advertising.' },
    suggestion: {
      zh: '若是情节需要，请换一种不像广告的写法。',
      en: 'If the story needs it, word it so it does not read as an advert.',
    },
  },
  {
    id: 'gambling.sites',
    category: 'gambling',
    severity: 'block',
    pattern: { kind: 'literals', literals: ['博彩网站', '网上赌场', '赌博平台', '线上百家乐'] },
    explanation: {
      zh: '不得出现或推荐赌博网站、平台。',
      en: 'Gambling sites and platforms may not be named or recommended.',
    },
    suggestion: {
      zh: '删去或改为虚构、不可辨认的说法。',
      en: 'Remove it, or make it fictional and unrecognisable.',
    },
  },
  {
    id: 'drugs.names',
    category: 'drugs',
    severity: 'warn',
    pattern: { kind: 'literals', literals: ['冰毒', '海洛因', '摇头丸', 'K粉'] },
    explanation: {
      zh: '涉及毒品的描写需有明确的批判立场，不得描写制作或购买方法。',
      en: 'Drugs may appear only in a critical light, never how to make or buy them.',
    },
    suggestion: {
      zh: '确认描写不含制作、获取细节。',
      en: 'Make sure no making or buying details are given.',
    },
  },
  {
    id: 'violence.graphic',
    category: 'violence',
    severity: 'warn',
    pattern: { kind: 'literals', literals: ['碎尸', '肢解', '开膛破肚', '血肉模糊'] },
    explanation: {
      zh: '血腥暴力描写过细会被限流或屏蔽。',
      en: 'Graphic violence in detail gets a chapter limited or blocked.',
    },
    suggestion: { zh: '点到为止，改用侧面描写。', en: 'Suggest it rather than show it in detail.' },
  },
  {
    id: 'platform.off-site',
    category: 'platform',
    severity: 'warn',
    pattern: {
      kind: 'literals',
      literals: ['首发于', '全文免费看', '去别的平台看', '搜书名看全文'],
    },
    explanation: {
      zh: '引导读者去其他平台阅读违反平台协议。',
      en: 'Sending readers to read elsewhere breaks the platform agreement.',
    },
    suggestion: { zh: '删去这句话。', en: 'Remove the sentence.' },
  },
];
