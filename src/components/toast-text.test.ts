import { describe, expect, it } from 'vitest';
import { createAppIntl } from '../i18n/intl';
import { toastText } from './toast-text';

describe('toastText', () => {
  const zh = createAppIntl('zh-CN');
  const en = createAppIntl('en-US');

  it("says a server's English message in the page's language", () => {
    const throttled = {
      intent: 'error' as const,
      text: 'Too many requests',
      messageId: 'error.105001',
      values: { seconds: 30 },
    };
    expect(toastText(throttled, zh)).toBe('操作太频繁，请 30 秒后再试');
    expect(toastText(throttled, en)).not.toBe('Too many requests');
    expect(
      toastText({ intent: 'error', text: 'Network Error', messageId: 'error.network' }, zh),
    ).toBe('网络连接失败');
  });

  it('keeps the text of a code the catalogue does not explain', () => {
    expect(toastText({ intent: 'error', text: 'Odd fault', messageId: 'error.500123' }, zh)).toBe(
      'Odd fault',
    );
    expect(toastText({ intent: 'success', text: '已复制' }, zh)).toBe('已复制');
  });
});
