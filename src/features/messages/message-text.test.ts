import { describe, expect, it } from 'vitest';
import { createAppIntl } from '../../i18n/intl';
import { messageText } from './message-text';

const zh = createAppIntl('zh-CN');
const en = createAppIntl('en-US');

const login = {
  title: '新设备登录提醒',
  subTitle: '账号安全',
  content: '你的账号刚刚在新设备上登录（Safari · iOS，本地网络）。',
  template: {
    key: 'new_device_login' as const,
    params: { browser: 'Safari', os: 'iOS', place: 'local' },
  },
};

describe('messageText', () => {
  it('shows a system message in English on an English page', () => {
    const text = messageText(en, login);
    expect(text.title).toBe('Sign-in from a new device');
    expect(text.subTitle).toBe('Account security');
    expect(text.content).toContain('(Safari · iOS, the local network)');
    expect(messageText(en, { ...login, template: { key: 'royalties_paid', params: {} } })).toEqual({
      title: 'Royalties paid',
      subTitle: 'Finance',
      content: "The royalties of last month's statement were paid to your bank card.",
    });
  });

  it('shows the same message in Chinese on a Chinese page, an unknown place in words', () => {
    const text = messageText(zh, {
      ...login,
      template: { key: 'new_device_login', params: { browser: 'Chrome', os: 'macOS', place: '' } },
    });
    expect(text.title).toBe('新设备登录提醒');
    expect(text.content).toContain('（Chrome · macOS，未知地点）');
  });

  it('fills in the values a message names', () => {
    const text = messageText(en, {
      title: '绑定手机已更换',
      subTitle: '账号安全',
      content: '',
      template: {
        key: 'phone_changed',
        params: { old_phone: '137****0001', new_phone: '138****0002' },
      },
    });
    expect(text.content).toContain('from 137****0001 to 138****0002');
  });

  it('names which export is ready, in either language', () => {
    const ready = (kind: string) => ({
      title: '作品导出完成',
      subTitle: 'a.txt',
      content: '',
      template: {
        key: 'export_ready' as const,
        params: { kind, file: 'a.txt', size_mb: '1.5' },
      },
    });
    expect(messageText(en, ready('book'))).toEqual({
      title: 'Book export ready',
      subTitle: 'Export: a.txt',
      content:
        'The file “a.txt” (1.5 MB) is ready and kept for 24 hours. Open this message to download it.',
    });
    expect(messageText(zh, ready('data')).title).toBe('数据导出完成');
  });

  it('says which scheduled chapter a re-check found would be held, in either language', () => {
    const recheck = {
      title: '',
      subTitle: '',
      content: '',
      template: {
        key: 'prepublish_recheck' as const,
        params: { book: '潮', chapter_no: '12', chapter: '夜航', count: '2', words: '“加V”' },
      },
    };
    expect(messageText(en, recheck).title).toBe('Scheduled chapter “夜航” would be held');
    expect(messageText(en, recheck).content).toContain('found 2 passages a rule would hold: “加V”');
    expect(messageText(zh, recheck).content).toBe(
      '《潮》第 12 章《夜航》已定时发布，复查发现 2 处会被拦下的内容：“加V”。请在发布前修改，否则本章发布时会被平台拦下。',
    );
  });

  it('shows the stored text of a message without a template, or with a key it does not know', () => {
    const editor = {
      title: '责编消息',
      subTitle: '责编 小鱼',
      content: '请保持日更。',
      template: null,
    };
    expect(messageText(en, editor)).toEqual({
      title: '责编消息',
      subTitle: '责编 小鱼',
      content: '请保持日更。',
    });
    const newer = { ...login, template: { key: 'from_a_newer_server', params: {} } };
    // @ts-expect-error: a key this client's spec does not list yet.
    expect(messageText(en, newer).title).toBe('新设备登录提醒');
  });
});
