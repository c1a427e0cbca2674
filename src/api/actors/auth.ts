/**
 * The auth machine's actors: login (password, SMS code or SSO ticket), the
 * SMS code, the sign-up's pen name, logout and user info. They resolve with
 * the envelope so the machine can branch on the pass-through codes 109016 /
 * 109112; every other failure rejects (the middleware's error catalogue).
 */
import { fromPromise } from 'xstate';
import type {
  AuthEnvelope,
  AuthUser,
  CodeSent,
  ConfirmRegisterInput,
  LoginInput,
  LoginResult,
  SendCodeInput,
} from '../../machines/auth/auth.machine';
import type { components } from '../schema';
import { type Api, bySignal } from './request';

type ErrorEnvelope = components['schemas']['ErrorEnvelope'];
/** An envelope of the contract: an error's, or code 0 with `T`. */
type EnvelopeOf<T> = ErrorEnvelope | { code: 0; msg: string; body: T };

/** The machine's view of an envelope: its body for code 0, none for a pass-through code. */
function answerOf<T>(envelope: EnvelopeOf<T>): AuthEnvelope<T> {
  return envelope.code === 0
    ? { code: envelope.code, msg: envelope.msg, body: envelope.body }
    : { code: envelope.code, msg: envelope.msg, body: null };
}

const isLoginResult = (body: ErrorEnvelope['body']): body is LoginResult =>
  body !== null && 'token' in body;

/** A login answer; 109112 (a registration to confirm) carries the token too. */
function loginAnswerOf(envelope: EnvelopeOf<LoginResult>): AuthEnvelope<LoginResult> {
  if (envelope.code === 0) return answerOf(envelope);
  return {
    code: envelope.code,
    msg: envelope.msg,
    body: isLoginResult(envelope.body) ? envelope.body : null,
  };
}

/** The named actors authMachine declares, over the client. */
export function createAuthActors(api: Api) {
  const { client } = api;
  return {
    login: fromPromise<AuthEnvelope<LoginResult>, LoginInput>(async ({ input, signal }) => {
      const options = bySignal(signal);
      switch (input.method) {
        case 'password': {
          const body = { phone: input.phone, password: input.password };
          return loginAnswerOf(
            await api.unwrapEnvelope(
              client.POST('/author/user/login_by_pwd', { body, ...options }),
            ),
          );
        }
        case 'sms': {
          const body = { phone: input.phone, code: input.code };
          return loginAnswerOf(
            await api.unwrapEnvelope(client.POST('/author/user/login', { body, ...options })),
          );
        }
        case 'sso': {
          const params = { query: { ticket: input.ticket } };
          return loginAnswerOf(
            await api.unwrapEnvelope(
              client.GET('/backend/admin/operation/sso/login', { params, ...options }),
            ),
          );
        }
      }
    }),
    sendCode: fromPromise<AuthEnvelope<CodeSent>, SendCodeInput>(async ({ input, signal }) =>
      answerOf<CodeSent>(
        await api.unwrapEnvelope(
          client.POST('/author/user/send_code', { body: input, ...bySignal(signal) }),
        ),
      ),
    ),
    confirmRegister: fromPromise<AuthEnvelope<AuthUser>, ConfirmRegisterInput>(
      async ({ input, signal }) =>
        answerOf<AuthUser>(
          await api.unwrapEnvelope(
            client.POST('/author/user/confirm_register', { body: input, ...bySignal(signal) }),
          ),
        ),
    ),
    logout: fromPromise<unknown, void>(({ signal }) =>
      api.unwrapEnvelope(client.POST('/author/user/logout', bySignal(signal))),
    ),
    fetchUserInfo: fromPromise<AuthEnvelope<AuthUser>, void>(async ({ signal }) =>
      answerOf<AuthUser>(
        await api.unwrapEnvelope(client.GET('/author/user/info', bySignal(signal))),
      ),
    ),
  };
}
