/**
 * Changing the bound phone: a code to the current phone proves the owner, a
 * code to the new phone proves the new number; then the phone changes,
 * every session of the author ends (this one too: the credentials
 * generation moves on) and a security message is written. A number bound to
 * another author answers 104001 at both steps.
 */
import type { AppContext } from '../../context';
import type { Author } from '../../db/schema';
import { conflict, invalid } from '../../http/failure';
import type { RequestBody } from '../../http/operations';
import { insertAccountNotice } from '../../repositories/account-notices';
import { findAuthorByPhone, storePhone } from '../../repositories/authors';
import { forgetPhoneTries } from '../auth/login-throttle';
import { revokeAllSessions } from '../auth/sessions';
import { maskNumber } from './account-masking';

const phoneTaken = () => conflict('The phone number belongs to another account');

async function assertPhoneFree(
  app: AppContext,
  author: Pick<Author, 'id' | 'phone'>,
  phone: string,
) {
  if (phone === author.phone) throw invalid({ phone: 'validation.samePhone' });
  const owner = await findAuthorByPhone(app.db, phone);
  if (owner && owner.id !== author.id) throw phoneTaken();
}

/** Step 1: a code to the current phone. */
export function sendOldPhoneCode(app: AppContext, author: Pick<Author, 'phone'>) {
  return app.sms.send(author.phone, 'phone_old');
}

/** Step 2: the current phone's code checked (not used up), then a code to the new phone. */
export async function sendNewPhoneCode(
  app: AppContext,
  author: Pick<Author, 'id' | 'phone'>,
  body: RequestBody<'sendNewPhoneCode'>,
) {
  await assertPhoneFree(app, author, body.phone);
  await app.sms.check(author.phone, 'phone_old', body.old_code);
  return app.sms.send(body.phone, 'phone_new');
}

/** Step 3: both codes used up, the phone bound, every session ended, a message written. */
export async function changePhone(
  app: AppContext,
  author: Pick<Author, 'id' | 'phone'>,
  body: RequestBody<'changePhone'>,
) {
  await assertPhoneFree(app, author, body.phone);
  // The new code first: a wrong one leaves the old code (checked at step 2) usable.
  await app.sms.verify(body.phone, 'phone_new', body.code);
  await app.sms.verify(author.phone, 'phone_old', body.old_code);
  const now = app.now();
  try {
    await app.db.transaction(async (tx) => {
      await storePhone(tx, author.id, body.phone, now);
      await insertAccountNotice(
        tx,
        author.id,
        {
          title: '绑定手机已更换',
          subTitle: '账号安全',
          content: `你的账号绑定手机已从 ${maskNumber(author.phone)} 更换为 ${maskNumber(body.phone)}，所有设备上的登录已退出，请用新手机号登录。如果这不是你本人的操作，请立即联系责任编辑。`,
          template: {
            key: 'phone_changed',
            params: { old_phone: maskNumber(author.phone), new_phone: maskNumber(body.phone) },
          },
        },
        now,
      );
    });
  } catch (error) {
    // Another account took the number between the check and the update.
    if ((error as { code?: string }).code === '23505') throw phoneTaken();
    throw error;
  }
  await revokeAllSessions(app, author.id, 'phone_changed');
  await forgetPhoneTries(app, author.phone);
  return null;
}
