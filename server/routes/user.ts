/**
 * The logged-in author's own account: profile, real-name certification,
 * sensitive data behind a fresh SMS code, and the avatar upload.
 */
import { and, eq } from 'drizzle-orm';
import { authors, type NewAuthor } from '../db/schema';
import { invalid, notAllowed } from '../http/failure';
import { authed } from '../http/operations';
import { availablePenName } from '../services/authors';
import { isValidChineseIdNumber } from '../services/id-card';
import { isOwnUpload, releaseUpload, requestFile, storeUpload } from '../services/uploads';
import { loadUser, maskIdCard, maskName, maskPhone } from './user-view';

/** Avatars are small: 1 MB, below the multipart plugin's 2 MB ceiling. */
const AVATAR_MAX_BYTES = 1024 * 1024;

export const userHandlers = authed({
  async getUserInfo({ author, app }) {
    return loadUser(app.db, author);
  },

  async updateUser({ body, author, app }) {
    const changes: Partial<NewAuthor> = {};
    if (body.pen_name !== undefined) {
      changes.penName = await availablePenName(app, author.id, body.pen_name);
    }
    // Empty strings clear the optional contact fields.
    if (body.email !== undefined) changes.email = body.email || null;
    if (body.introduction !== undefined) changes.introduction = body.introduction;
    if (body.qq !== undefined) changes.qq = body.qq || null;
    if (body.home_phone !== undefined) changes.homePhone = body.home_phone || null;
    if (body.avatar !== undefined) {
      if (body.avatar && !(await isOwnUpload(app, author.id, 'avatar', body.avatar))) {
        throw invalid({ avatar: 'validation.invalid' });
      }
      changes.avatar = body.avatar || null;
    }
    const [updated] = await app.db
      .update(authors)
      .set({ ...changes, updateTime: app.now() })
      .where(eq(authors.id, author.id))
      .returning();
    // A replaced avatar is not kept.
    if (updated && updated.avatar !== author.avatar) {
      await releaseUpload(app, author.id, 'avatar', author.avatar);
    }
    return loadUser(app.db, updated ?? author);
  },

  async sendVerifyCode({ body, author, app }) {
    return app.sms.send(author.phone, body.scene);
  },

  async getSensitiveInfo({ body, author, app }) {
    if (body.code === undefined) {
      return {
        phone: maskPhone(author.phone),
        real_name: maskName(author.realName),
        id_card: maskIdCard(author.idCard),
        revealed: false,
      };
    }
    await app.sms.verify(author.phone, 'sensitive', body.code);
    return {
      phone: author.phone,
      real_name: author.realName ?? '',
      id_card: author.idCard ?? '',
      revealed: true,
    };
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
      maxBytes: AVATAR_MAX_BYTES,
      allowed: ['jpeg', 'png', 'webp'],
    });
    return { avatar_url: stored.url };
  },
});
