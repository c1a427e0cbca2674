/**
 * Login (password, SMS code, SSO ticket), registration by SMS and its
 * confirmation, logout, and setting or resetting the password.
 */
import { authed, open } from '../http/operations';
import {
  confirmRegistration,
  loginByPassword,
  loginBySms,
  logout,
  resetPassword,
  sendLoginCode,
  setPassword,
  ssoLogin,
} from '../services/logins';

export const publicAuthHandlers = open({
  ssoLogin: ({ query, app }) => ssoLogin(app, query.ticket),
  sendCode: ({ body, app }) => sendLoginCode(app, body),
  loginBySms: ({ body, app }) => loginBySms(app, body),
  loginByPassword: ({ body, app, req }) => loginByPassword(app, body, req.ip),
  resetPassword: ({ body, app }) => resetPassword(app, body),
});

export const authHandlers = authed({
  confirmRegister: ({ body, author, app }) => confirmRegistration(app, author, body.pen_name),
  logout: ({ sessionId, app }) => logout(app, sessionId),
  sendSetPasswordCode: ({ author, app }) => app.sms.send(author.phone, 'set_pwd'),
  setPassword: ({ body, author, app }) => setPassword(app, author, body),
});
