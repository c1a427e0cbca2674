/**
 * The logged-in author's own account: profile, real-name certification,
 * sensitive data behind a fresh SMS code, and the avatar upload.
 */
import { authed } from '../http/operations';
import { certify, uploadAvatar } from '../services/account';
import { updateProfile } from '../services/account-profile';
import { sensitiveInfo } from '../services/account-security';
import { requestFile } from '../services/uploads';
import { loadUser } from '../services/user-view';

export const userHandlers = authed({
  getUserInfo: ({ author, app }) => loadUser(app.db, author),
  updateUser: async ({ body, author, app }) =>
    loadUser(app.db, await updateProfile(app, author, body)),
  sendVerifyCode: ({ body, author, app }) => app.sms.send(author.phone, body.scene),
  getSensitiveInfo: ({ body, author, app }) => sensitiveInfo(app, author, body.code),
  certify: ({ body, author, app }) => certify(app, author, body),
  uploadAvatar: async ({ req, author, app }) => uploadAvatar(app, author, await requestFile(req)),
});
