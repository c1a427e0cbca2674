/**
 * The account machines' actors (src/machines/account-*.machine.ts and
 * password.machine.ts): the author's info, the reveal behind an SMS code,
 * profile edits, the avatar upload (with progress), the password set, changed
 * or reset, real-name certification, the bound phone and the login history.
 */
import { fromPromise } from 'xstate';
import type {
  AvatarUploaded,
  AvatarUploadInput,
} from '../../machines/account-edit/account-edit.machine';
import type { RevealInput } from '../../machines/account-info/account-info.machine';
import type { LoginRecord } from '../../machines/account-sessions/account-sessions.machine';
import type {
  Certification,
  CertificationSubmit,
} from '../../machines/certification/certification.machine';
import type { AccountUser, SensitiveInfo } from '../../machines/common/account';
import type {
  PasswordCodeInput,
  SavePasswordInput,
} from '../../machines/password/password.machine';
import type {
  ChangePhoneInput,
  NewPhoneCodeInput,
} from '../../machines/phone-change/phone-change.machine';
import type { components } from '../schema';
import { type Api, bySignal, formDataOf } from './request';
import { xhrFetch } from './xhr-fetch';

type UpdateUserRequest = components['schemas']['UpdateUserRequest'];

/** The actors of the logged-in author's account screens. */
export function createAccountActors(api: Api) {
  const { client } = api;
  return {
    fetchAccount: fromPromise<AccountUser, void>(({ signal }) =>
      api.unwrap(client.GET('/author/user/info', bySignal(signal))),
    ),
    sendSensitiveCode: fromPromise<unknown, void>(({ signal }) =>
      api.unwrap(
        client.POST('/author/user/send_verify_code', {
          body: { scene: 'sensitive' },
          ...bySignal(signal),
        }),
      ),
    ),
    revealSensitive: fromPromise<SensitiveInfo, RevealInput>(({ input, signal }) =>
      api.unwrap(
        client.POST('/author/user/author_sensitive_info', {
          body: { code: input.code },
          ...bySignal(signal),
        }),
      ),
    ),
    updateProfile: fromPromise<AccountUser, UpdateUserRequest>(({ input, signal }) =>
      api.unwrap(client.POST('/author/user/update', { body: input, ...bySignal(signal) })),
    ),
    /**
     * The upload goes through the client's middleware (token, XSRF, error
     * catalogue); when its progress is asked for, with XMLHttpRequest as its
     * fetch, because fetch reports no upload progress. Stopping the actor
     * aborts it either way.
     */
    uploadAvatar: fromPromise<AvatarUploaded, AvatarUploadInput>(({ input, signal }) =>
      api.unwrap(
        client.POST('/author/user/avatar/upload', {
          body: { file: input.file },
          bodySerializer: formDataOf,
          ...(input.onProgress ? { fetch: xhrFetch(input.onProgress) } : {}),
          ...bySignal(signal),
        }),
      ),
    ),
    fetchCertification: fromPromise<Certification, void>(({ signal }) =>
      api.unwrap(client.GET('/author/user/certify/info', bySignal(signal))),
    ),
    submitCertification: fromPromise<Certification, CertificationSubmit>(({ input, signal }) =>
      api.unwrap(client.POST('/author/user/certify', { body: input, ...bySignal(signal) })),
    ),
    withdrawCertification: fromPromise<Certification, void>(({ signal }) =>
      api.unwrap(client.POST('/author/user/certify/withdraw', bySignal(signal))),
    ),
    sendOldPhoneCode: fromPromise<unknown, void>(({ signal }) =>
      api.unwrap(client.POST('/author/user/phone/send_old_code', bySignal(signal))),
    ),
    sendNewPhoneCode: fromPromise<unknown, NewPhoneCodeInput>(({ input, signal }) =>
      api.unwrap(
        client.POST('/author/user/phone/send_new_code', { body: input, ...bySignal(signal) }),
      ),
    ),
    changePhone: fromPromise<unknown, ChangePhoneInput>(({ input, signal }) =>
      api.unwrap(client.POST('/author/user/phone/change', { body: input, ...bySignal(signal) })),
    ),
    fetchLoginHistory: fromPromise<{ list: LoginRecord[] }, void>(({ signal }) =>
      api.unwrap(client.GET('/author/user/login_history', bySignal(signal))),
    ),
    logoutOthers: fromPromise<{ ended: number }, void>(({ signal }) =>
      api.unwrap(client.POST('/author/user/logout_others', bySignal(signal))),
    ),
    sendPasswordCode: fromPromise<unknown, PasswordCodeInput>(({ signal }) =>
      api.unwrap(client.POST('/author/user/send_code_set_pwd', bySignal(signal))),
    ),
    /**
     * Sets or changes the password. The server ends every session of the
     * author, this one too, and answers a fresh token: stored here, so this
     * tab stays logged in while every other one is logged out.
     */
    savePassword: fromPromise<unknown, SavePasswordInput>(async ({ input, signal }) => {
      const result = await api.unwrap(
        client.POST('/author/user/set_pwd', {
          body: { code: input.code, password: input.password },
          ...bySignal(signal),
        }),
      );
      api.tokens.set(result.token);
      return null;
    }),
  };
}

/** The forgotten-password actors of the login page (no session). */
export function createPasswordResetActors(api: Api) {
  const { client } = api;
  return {
    sendPasswordCode: fromPromise<unknown, PasswordCodeInput>(({ input, signal }) =>
      api.unwrap(
        client.POST('/author/user/send_code', {
          body: { phone: input.phone ?? '', scene: 'reset_pwd' },
          ...bySignal(signal),
        }),
      ),
    ),
    savePassword: fromPromise<unknown, SavePasswordInput>(({ input, signal }) =>
      api.unwrap(
        client.POST('/author/user/re_set_pwd', {
          body: { phone: input.phone ?? '', code: input.code, password: input.password },
          ...bySignal(signal),
        }),
      ),
    ),
  };
}
