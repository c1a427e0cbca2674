/**
 * The account's security rules: personal data revealed only for a fresh SMS
 * code, the one password rule (src/lib/contract/password.ts) applied before
 * a password is stored, and the notice written when it changes.
 */
import { checkPassword } from '../../../src/lib/contract';
import type { AppContext } from '../../context';
import type { Author } from '../../db/schema';
import { invalid } from '../../http/failure';
import { insertAccountNotice } from '../../repositories/account-notices';
import { type MaskedPersonalData, maskPersonalData, revealPersonalData } from './account-masking';
import { decryptIdCard } from './id-card-crypto';

type PersonalSource = Pick<Author, 'phone' | 'homePhone' | 'email' | 'realName' | 'idCard'>;

/**
 * The author's personal data: masked without a code; in clear for a code of
 * the `sensitive` scene, which the check uses up, so each reveal needs its
 * own code (116001 / 116002 otherwise).
 */
export async function sensitiveInfo(
  app: AppContext,
  author: PersonalSource,
  code: string | undefined,
): Promise<MaskedPersonalData & { revealed: boolean }> {
  // The ID number is stored encrypted (id-card-crypto.ts).
  const data = { ...author, idCard: decryptIdCard(author.idCard) };
  if (code === undefined) return { ...maskPersonalData(data), revealed: false };
  await app.sms.verify(author.phone, 'sensitive', code);
  return { ...revealPersonalData(data), revealed: true };
}

/**
 * Refuses (101001 on `password`) a password the contract's rule refuses for
 * this author: call before the SMS code is checked, so a refused password
 * does not use the code up.
 */
export function assertPasswordAllowed(
  password: string,
  owner: { phone: string; penName?: string | null },
): void {
  const problem = checkPassword(password, owner);
  if (problem) throw invalid({ password: problem });
}

/** How the password came to change, for the notice. */
export type PasswordChange = 'set' | 'changed' | 'reset';

const NOTICE_TITLES: Record<PasswordChange, string> = {
  set: '登录密码已设置',
  changed: '登录密码已修改',
  reset: '登录密码已重置',
};

/**
 * The message that tells the author their password changed and every other
 * device was logged out: always delivered (a security event), so an author
 * who did not do it learns of it.
 */
export async function notifyPasswordChange(
  app: AppContext,
  authorId: string,
  change: PasswordChange,
): Promise<void> {
  await insertAccountNotice(
    app.db,
    authorId,
    {
      title: NOTICE_TITLES[change],
      subTitle: '账号安全',
      content:
        '你的登录密码刚刚更新，其他设备上的登录已全部退出。如果这不是你本人的操作，请立即通过“忘记密码”重置密码并联系责任编辑。',
      template: { key: `password_${change}`, params: {} },
    },
    app.now(),
  );
}
