/**
 * Login (password, SMS code, SSO ticket), registration by SMS and its
 * confirmation, logout, and setting or resetting the password. Each login
 * keeps its coarse device and place for the login history.
 */
import { authed, open } from '../http/operations';
import { loginClientOf } from '../services/auth/login-history';
import {
  confirmRegistration,
  loginByPassword,
  loginBySms,
  logout,
  resetPassword,
  sendLoginCode,
  setPassword,
  ssoLogin,
} from '../services/auth/logins';

export const publicAuthHandlers = open({
  ssoLogin: ({ query, app, req }) => ssoLogin(app, query.ticket, loginClientOf(req)),
  sendCode: ({ body, app }) => sendLoginCode(app, body),
  loginBySms: ({ body, app, req }) => loginBySms(app, body, loginClientOf(req)),
  loginByPassword: ({ body, app, req }) => loginByPassword(app, body, req.ip, loginClientOf(req)),
  resetPassword: ({ body, app }) => resetPassword(app, body),
});

export const authHandlers = authed({
  confirmRegister: ({ body, author, app }) => confirmRegistration(app, author, body.pen_name),
  logout: ({ sessionId, app }) => logout(app, sessionId),
  sendSetPasswordCode: ({ author, app }) => app.sms.send(author.phone, 'set_pwd'),
  setPassword: ({ body, author, app, req }) => setPassword(app, author, body, loginClientOf(req)),
});
