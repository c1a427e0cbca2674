import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { MENU_GROUPS, ROUTES } from '../lib/route-table';
import { createAppIntl } from './intl';
import { LOCALES } from './locales';
import { CATALOGUE_PARTS, EN_US as enUS, ZH_CN as zhCN } from './messages';

const catalogues: Record<string, Record<string, string>> = { 'zh-CN': zhCN, 'en-US': enUS };
const ids = (catalogue: Record<string, string>) => Object.keys(catalogue).sort();

// The parts of the ICU AST this test reads; the element types come from
// @formatjs/icu-messageformat-parser (0 literal, 1-6 arguments, 7 '#', 8 tag).
interface AstNode {
  type: number;
  value?: string;
  options?: Record<string, { value: AstNode[] }>;
  children?: AstNode[];
}

const parser = createAppIntl('en-US', { onMissingMessage: () => {} }).formatters;

/** Argument names and tags a message uses, e.g. ['count', 'words', '<b>']. */
function placeholders(message: string, locale: string): string[] {
  const ast = parser.getMessageFormat(message, locale).getAst() as unknown as AstNode[];
  const found = new Set<string>();
  const walk = (nodes: AstNode[]) => {
    for (const node of nodes) {
      if (node.type >= 1 && node.type <= 6 && node.value) found.add(node.value);
      if (node.type === 8 && node.value) found.add(`<${node.value}>`);
      for (const option of Object.values(node.options ?? {})) walk(option.value);
      if (node.children) walk(node.children);
    }
  };
  walk(ast);
  return [...found].sort();
}

describe('placeholder extraction (what the parity check relies on)', () => {
  it('finds arguments inside plural and select branches and tags', () => {
    expect(placeholders('{count, plural, one {{words} word} other {# words}}', 'en-US')).toEqual([
      'count',
      'words',
    ]);
    expect(placeholders('{kind, select, long {<b>{title}</b>} other {x}}', 'en-US')).toEqual([
      '<b>',
      'kind',
      'title',
    ]);
    expect(placeholders('{n, number} {d, date} {t, time}', 'en-US')).toEqual(['d', 'n', 't']);
    expect(placeholders('plain', 'en-US')).toEqual([]);
  });

  it('tells different names apart', () => {
    expect(placeholders('{seconds} s', 'zh-CN')).not.toEqual(placeholders('{secs} s', 'en-US'));
  });
});

describe('message catalogues', () => {
  it('ship every locale', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...LOCALES].sort());
  });

  it('have exactly the same ids', () => {
    const zh = new Set(ids(zhCN));
    const en = new Set(ids(enUS));
    expect(
      ids(zhCN).filter((id) => !en.has(id)),
      'only in zh-CN',
    ).toEqual([]);
    expect(
      ids(enUS).filter((id) => !zh.has(id)),
      'only in en-US',
    ).toEqual([]);
  });

  it('keep each id in exactly one area', () => {
    for (const [locale, parts] of Object.entries(CATALOGUE_PARTS)) {
      const seen = new Map<string, string>();
      const twice: string[] = [];
      for (const [area, part] of Object.entries(parts)) {
        for (const id of Object.keys(part)) {
          const first = seen.get(id);
          if (first) twice.push(`${locale} ${id}: ${first} and ${area}`);
          seen.set(id, area);
        }
      }
      expect(twice).toEqual([]);
    }
  });

  it('put the same ids in the same area in every locale', () => {
    const areaIds = (locale: keyof typeof CATALOGUE_PARTS) =>
      Object.fromEntries(
        Object.entries(CATALOGUE_PARTS[locale]).map(([area, part]) => [
          area,
          Object.keys(part).sort(),
        ]),
      );
    expect(areaIds('zh-CN')).toEqual(areaIds('en-US'));
  });

  it('use flat dotted ids', () => {
    for (const catalogue of Object.values(catalogues)) {
      for (const id of Object.keys(catalogue))
        expect(id).toMatch(/^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9-]+)+$/);
    }
  });

  it('have no empty message', () => {
    for (const [locale, catalogue] of Object.entries(catalogues)) {
      for (const [id, message] of Object.entries(catalogue)) {
        expect(typeof message === 'string' && message.trim() !== '', `${locale} ${id}`).toBe(true);
      }
    }
  });

  it('parse as ICU messages and use the same placeholders in both locales', () => {
    for (const id of ids(enUS)) {
      const zh = zhCN[id as keyof typeof zhCN];
      if (zh === undefined) continue; // reported by the same-ids test
      expect(placeholders(zh, 'zh-CN'), id).toEqual(placeholders(enUS[id] ?? '', 'en-US'));
    }
  });

  it('keep Chinese texts in Chinese (no English left untranslated)', () => {
    const sameInBoth = ids(enUS).filter(
      (id) => zhCN[id as keyof typeof zhCN] === enUS[id as keyof typeof enUS],
    );
    // Language names are written in their own language; 404 is a number;
    // Chinese platforms write VIP (paid chapters) in Latin letters too.
    expect(sameInBoth).toEqual([
      'chapters.row.vip',
      'locale.en-US',
      'locale.zh-CN',
      'notFound.title',
    ]);
  });
});

describe('texts the seed names', () => {
  const expected: Record<string, [string, string]> = {
    'menu.home': ['首页', 'Home'],
    'menu.bookManage': ['作品管理', 'Work management'],
    'menu.bookManage.long': ['长篇作品', 'Long novels'],
    'menu.bookManage.short': ['短篇作品', 'Short novels'],
    'menu.createBook': ['创建作品', 'Book creation'],
    'menu.bookInfo': ['作品详情', 'Book details'],
    'menu.chapterManage': ['章节管理', 'Chapter management'],
    'menu.chapterAdd': ['编辑章节', 'Chapter editor'],
    'menu.income': ['作品收入', 'Work income'],
    'menu.bookData': ['作品数据', 'Work data'],
    'menu.accountInfo': ['账号信息', 'Account info'],
    'menu.accountEdit': ['编辑账号', 'Account edit'],
    'menu.messageNotification': ['消息通知', 'Message notifications'],
    'messageBox.tab.message': ['消息', 'Message'],
    'messageBox.tab.notice': ['通知', 'Notice'],
    'messageBox.tab.todo': ['待办', 'Todo'],
    'messageBox.allRead': ['全部已读', 'All Read'],
    'messageBox.viewMore': ['查看更多', 'View More'],
    'messageBox.noContent': ['暂无内容', 'No Content'],
    'messageBox.switchRoles': ['切换角色', 'Switch Roles'],
    'messageBox.userCenter': ['用户中心', 'User Center'],
    'messageBox.userSettings': ['用户设置', 'User Settings'],
    'messageBox.logout': ['退出登录', 'Logout'],
    'login.form.userName.errMsg': ['用户名不能为空', 'Username cannot be empty'],
    'login.form.password.errMsg': ['密码不能为空', 'Password cannot be empty'],
    'login.form.login.errMsg': ['登录出错，请刷新重试', 'Login error, refresh and try again'],
    'login.form.phone.errMsg': ['手机号不能为空', 'Phone number cannot be empty'],
    'login.form.code.errMsg': ['验证码不能为空', 'Verification code cannot be empty'],
    'login.form.accountOrPasswordIncorrect': ['账号或密码错误', 'Account or password incorrect'],
    'settings.title': ['页面配置', 'Settings'],
    'settings.content': ['内容区域', 'Content Settings'],
    'settings.otherSettings': ['其他设置', 'Other Settings'],
    'settings.copySettings': ['复制配置', 'Copy Settings'],
    'settings.close': ['关闭', 'Close'],
    'error.request': ['请求出错', 'Request Error'],
    'error.network': ['网络连接失败', 'Network Error'],
    'error.aborted': ['请求已取消', 'Request aborted'],
    'error.timeout': ['请求超时', 'timeout exceeded'],
    'watermark.text': ['内部资料，请勿外传', 'Internal use only. Do not distribute.'],
  };

  it.each(Object.entries(expected))('%s', (id, [zh, en]) => {
    expect(zhCN[id as keyof typeof zhCN]).toBe(zh);
    expect(enUS[id as keyof typeof enUS]).toBe(en);
  });

  it('has the settings drawer, tab bar, guide and dashboard texts', () => {
    const required = [
      'settings.alertContent',
      'settings.copySettings.message',
      'settings.themeColor',
      'settings.navbar',
      'settings.menu',
      'settings.topMenu',
      'settings.footer',
      'settings.tabBar',
      'settings.menuFromServer',
      'settings.menuWidth',
      'settings.colorWeak',
      'settings.watermark',
      'settings.menu.loading',
      'settings.menu.success',
      'settings.menu.error',
      'tabBar.actions.close',
      'tabBar.actions.closeOther',
      'tabBar.actions.closeLeft',
      'tabBar.actions.closeRight',
      'tabBar.actions.closeAll',
      'notFound.description',
      'placeholder.notBuilt.title',
      'login.form.phone.invalid',
      'login.form.sendCode',
      'login.form.resendIn',
      'login.form.login.success',
      'login.tab.password',
      'login.tab.sms',
      'login.title',
      'guide.welcome.title',
      'guide.books.title',
      'guide.chapters.title',
      'guide.income.title',
      'home.stats.books',
      'home.stats.totalWords',
      'home.stats.wordsThisMonth',
      'home.stats.chaptersThisWeek',
      'home.stats.unreadMessages',
      'home.recentBooks',
      'home.write',
      'home.income.thisMonth',
      'home.readers.yesterday',
    ];
    expect(required.filter((id) => !(id in enUS))).toEqual([]);
    expect(zhCN['settings.alertContent']).toContain('“复制配置”');
    // Authors have no project to paste settings into: no developer's file names.
    for (const catalogue of [zhCN, enUS]) {
      for (const id of ['settings.alertContent', 'settings.copySettings.message']) {
        expect(catalogue[id]).not.toMatch(/settings\.json|src\//);
      }
    }
  });

  it('takes the placeholders the callers pass', () => {
    expect(placeholders(enUS['login.form.resendIn'] ?? '', 'en-US')).toEqual(['seconds']);
    expect(placeholders(enUS['error.105001'] ?? '', 'en-US')).toEqual(['seconds']);
    expect(placeholders(enUS['error.116001'] ?? '', 'en-US')).toEqual(['attemptsLeft']);
  });
});

describe('coverage of the app and the API', () => {
  it('titles every route and menu group', () => {
    const titleIds = [
      ...ROUTES.flatMap((r) => [r.titleId, ...(r.menuTitleId ? [r.menuTitleId] : [])]),
      ...MENU_GROUPS.map((g) => g.titleId),
    ];
    expect(titleIds.filter((id) => !(id in enUS))).toEqual([]);
  });

  // The contract lists every validation id and error code the server sends.
  const spec = parseYaml(
    readFileSync(new URL('../../openapi/author.yaml', import.meta.url), 'utf8'),
  ) as {
    components: {
      schemas: {
        ErrorCode: { enum: number[] };
        ValidationErrors: { properties: { errors: { additionalProperties: { enum: string[] } } } };
      };
    };
  };

  it('translates every validation id of the API', () => {
    const validationIds =
      spec.components.schemas.ValidationErrors.properties.errors.additionalProperties.enum;
    expect(validationIds.length).toBeGreaterThan(0);
    expect(validationIds.filter((id) => !(id in enUS))).toEqual([]);
    const catalogued = Object.keys(enUS).filter((id) => id.startsWith('validation.'));
    expect(catalogued.sort()).toEqual([...validationIds].sort());
  });

  it('explains every error code of the API', () => {
    const codes = spec.components.schemas.ErrorCode.enum;
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.map((code) => `error.${code}`).filter((id) => !(id in enUS))).toEqual([]);
  });
});

describe('message ids the machines carry', () => {
  it('are all in both catalogues', async () => {
    const { AUTH_MESSAGE_IDS } = await import('../machines/auth/auth.machine');
    const settingsIds = [
      'settings.menu.loading',
      'settings.menu.success',
      'settings.menu.error',
      'settings.copySettings.message',
      'settings.copySettings.failed',
    ];
    for (const id of [...Object.values(AUTH_MESSAGE_IDS), ...settingsIds]) {
      expect(Object.keys(zhCN), id).toContain(id);
      expect(Object.keys(enUS), id).toContain(id);
    }
  });
});
