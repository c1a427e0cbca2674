/**
 * The logged-in author's own account: profile, real-name certification,
 * sensitive data behind a fresh SMS code, and the avatar upload.
 */
import { and, eq } from 'drizzle-orm';
import { AVATAR_RULES } from '../../src/lib/contract';
import { authors } from '../db/schema';
import { invalid, notAllowed } from '../http/failure';
import { authed } from '../http/operations';
import { updateProfile } from '../services/account-profile';
import { sensitiveInfo } from '../services/account-security';
import { isValidChineseIdNumber } from '../services/id-card';
import { requestFile, storeUpload } from '../services/uploads';
import { loadUser } from './user-view';

export const userHandlers = authed({
  async getUserInfo({ author, app }) {
    return loadUser(app.db, author);
  },

  async updateUser({ body, author, app }) {
    return loadUser(app.db, await updateProfile(app, author, body));
  },

  async sendVerifyCode({ body, author, app }) {
    return app.sms.send(author.phone, body.scene);
  },

  async getSensitiveInfo({ body, author, app }) {
    return sensitiveInfo(app, author, body.code);
  },

  async certify({ body, author, app }) {
    if (author.isCertified) throw notAllowed('Already certified');
    const realName = body.real_name.trim();
    if (Array.from(realName).length < 2) throw invalid({ real_name: 'validation.tooShort' });
    if (!isValidChineseIdNumber(body.id_card, app.now())) {
      throw invalid({ id_card: 'validation.idCard' });
    }
    const [updated] = await app.db
      .update(authors)
      .set({
        realName,
        idCard: body.id_card.toUpperCase(),
        isCertified: true,
        updateTime: app.now(),
      })
      .where(and(eq(authors.id, author.id), eq(authors.isCertified, false)))
      .returning();
    // A parallel request certified first.
    if (!updated) throw notAllowed('Already certified');
    return loadUser(app.db, updated);
  },

  async uploadAvatar({ req, author, app }) {
    const stored = await storeUpload(app, author, 'avatar', await requestFile(req), {
      // 1 MB, below the multipart plugin's 2 MB ceiling; the form checks the same.
      maxBytes: AVATAR_RULES.maxBytes,
      allowed: [...AVATAR_RULES.kinds],
    });
    return { avatar_url: stored.url };
  },
});
