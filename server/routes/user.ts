/**
 * The logged-in author's own account: profile, real-name certification,
 * sensitive data behind a fresh SMS code, the avatar upload, the bound
 * phone, and the login history.
 */
import { authed } from '../http/operations';
import { uploadAvatar } from '../services/account/account';
import {
  applyForCertification,
  toCertification,
  withdrawCertification,
} from '../services/account/account-certification';
import { changePhone, sendNewPhoneCode, sendOldPhoneCode } from '../services/account/account-phone';
import { updateProfile } from '../services/account/account-profile';
import { sensitiveInfo } from '../services/account/account-security';
import { loadUser } from '../services/account/user-view';
import { loginHistory, logoutOtherDevices } from '../services/auth/login-history';

export const userHandlers = authed({
  getUserInfo: ({ author, app }) => loadUser(app.db, author),
  updateUser: async ({ body, author, app }) =>
    loadUser(app.db, await updateProfile(app, author, body)),
  sendVerifyCode: ({ body, author, app }) => app.sms.send(author.phone, body.scene),
  getSensitiveInfo: ({ body, author, app }) => sensitiveInfo(app, author, body.code),
  certify: ({ body, author, app }) => applyForCertification(app, author, body),
  getCertification: async ({ author }) => toCertification(author),
  withdrawCertification: ({ author, app }) => withdrawCertification(app, author),
  uploadAvatar: async ({ req, author, app }) => uploadAvatar(app, author, req),
  sendOldPhoneCode: ({ author, app }) => sendOldPhoneCode(app, author),
  sendNewPhoneCode: ({ body, author, app }) => sendNewPhoneCode(app, author, body),
  changePhone: ({ body, author, app }) => changePhone(app, author, body),
  getLoginHistory: ({ author, app, sessionId }) => loginHistory(app, author, sessionId),
  logoutOtherDevices: ({ author, app, sessionId }) => logoutOtherDevices(app, author.id, sessionId),
});
