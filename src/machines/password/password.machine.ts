import { assign, type SnapshotFrom, setup } from 'xstate';
import { failureFieldErrors } from '../../lib/api-failure';
import { checkPassword, type PasswordOwner } from '../../lib/contract';
import { type CodeFailure, describeCodeFailure, SMS_CODE_PATTERN } from '../common/account';
import { declaredActor } from '../common/declared-actor';

/**
 * - `set`: an author registered by SMS, who has no password yet;
 * - `change`: a new password for one who has (proved by an SMS code);
 * - `reset`: forgotten, from the login page: the phone is typed in.
 */
export type PasswordMode = 'set' | 'change' | 'reset';

/** Input of the machine. */
export interface PasswordInput {
  readonly mode: PasswordMode;
  /** What the rule must keep out of the password (unknown on the login page). */
  readonly owner?: PasswordOwner;
}

/** Input of the `sendPasswordCode` actor: the phone for a reset, none when logged in. */
export interface PasswordCodeInput {
  readonly phone: string | null;
}

/** Input of the `savePassword` actor. */
export interface SavePasswordInput {
  readonly phone: string | null;
  readonly code: string;
  readonly password: string;
}

export type PasswordField = 'phone' | 'code' | 'password';

export type PasswordEvent =
  | { type: 'password.change'; field: PasswordField; value: string }
  | { type: 'password.sendCode' }
  | { type: 'password.submit' };

export interface PasswordContext {
  readonly mode: PasswordMode;
  readonly owner: PasswordOwner;
  readonly phone: string;
  readonly code: string;
  readonly password: string;
  /** Field -> message id. */
  readonly errors: Partial<Record<PasswordField, string>>;
  /** The code call's failure (wrong, expired, too often). */
  readonly codeError: CodeFailure | null;
  /** A code went out: the code field and Submit are offered. */
  readonly codeSent: boolean;
}

const PHONE_PATTERN = /^1[3-9][0-9]{9}$/;

/** The rule's owner: on the login page the typed phone is the only thing known. */
const ownerOf = (context: PasswordContext): PasswordOwner =>
  context.mode === 'reset' ? { phone: context.phone } : context.owner;

function errorsOf(context: PasswordContext): PasswordContext['errors'] {
  const errors: Partial<Record<PasswordField, string>> = {};
  if (context.mode === 'reset' && !PHONE_PATTERN.test(context.phone))
    errors.phone = context.phone === '' ? 'validation.required' : 'validation.format';
  if (!SMS_CODE_PATTERN.test(context.code))
    errors.code = context.code === '' ? 'validation.required' : 'validation.format';
  const problem = checkPassword(context.password, ownerOf(context));
  if (problem) errors.password = problem;
  return errors;
}

/**
 * Setting, changing or resetting the password with an SMS code: the code
 * goes to the author's phone (or, for a reset, the phone typed in; the
 * server answers the same whether or not it has an account), and the new
 * password must pass the one rule (src/lib/contract/password.ts) that the
 * server checks again. After a set or change the server ends every other
 * session; the `savePassword` actor keeps this one with its fresh token.
 *
 * The app provides `sendPasswordCode` and `savePassword` for the mode.
 */
export const passwordMachine = setup({
  types: {
    context: {} as PasswordContext,
    events: {} as PasswordEvent,
    input: {} as PasswordInput,
  },
  actors: {
    sendPasswordCode: declaredActor<unknown, PasswordCodeInput>('password', 'sendPasswordCode'),
    savePassword: declaredActor<unknown, SavePasswordInput>('password', 'savePassword'),
  },
  guards: {
    phoneValid: ({ context }) => context.mode !== 'reset' || PHONE_PATTERN.test(context.phone),
    formValid: ({ context }) => Object.keys(errorsOf(context)).length === 0,
  },
  actions: {
    assignField: assign(({ context }, params: { field: PasswordField; value: string }) => {
      // Digits only in the phone and the code, so a pasted '138 0000 0001' counts.
      const digits = params.value.replace(/\D/g, '');
      const value =
        params.field === 'password'
          ? params.value
          : digits.slice(0, params.field === 'phone' ? 11 : 6);
      const next = { ...context, [params.field]: value };
      // Errors already shown follow the typing; new ones wait for Submit.
      const errors = { ...context.errors };
      if (errors[params.field] !== undefined) {
        const fresh = errorsOf(next)[params.field];
        if (fresh) errors[params.field] = fresh;
        else delete errors[params.field];
      }
      return { [params.field]: value, errors, codeError: null };
    }),
    showErrors: assign(({ context }) => ({ errors: errorsOf(context) })),
    showPhoneError: assign(({ context }) => ({
      errors: { ...context.errors, phone: errorsOf(context).phone },
    })),
    markCodeSent: assign({ codeSent: true, codeError: null }),
    assignCodeError: assign((_, params: { error: unknown }) => ({
      codeError: describeCodeFailure(params.error),
    })),
    assignSaveFailure: assign(({ context }, params: { error: unknown }) => {
      const fields = failureFieldErrors(params.error);
      if (Object.keys(fields).length > 0)
        return { errors: { ...context.errors, ...fields }, codeError: null };
      return { codeError: describeCodeFailure(params.error) };
    }),
  },
}).createMachine({
  id: 'password',
  context: ({ input }) => ({
    mode: input.mode,
    owner: input.owner ?? {},
    phone: '',
    code: '',
    password: '',
    errors: {},
    codeError: null,
    codeSent: false,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'password.change': {
          actions: {
            type: 'assignField',
            params: ({ event }) => ({ field: event.field, value: event.value }),
          },
        },
        'password.sendCode': [
          { guard: 'phoneValid', target: 'sendingCode' },
          { actions: 'showPhoneError' },
        ],
        'password.submit': [{ guard: 'formValid', target: 'saving' }, { actions: 'showErrors' }],
      },
    },
    sendingCode: {
      tags: ['busy', 'sendingCode'],
      invoke: {
        src: 'sendPasswordCode',
        input: ({ context }) => ({ phone: context.mode === 'reset' ? context.phone : null }),
        onDone: { target: 'editing', actions: 'markCodeSent' },
        onError: {
          target: 'editing',
          actions: { type: 'assignCodeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    saving: {
      tags: ['busy', 'saving'],
      invoke: {
        src: 'savePassword',
        input: ({ context }) => ({
          phone: context.mode === 'reset' ? context.phone : null,
          code: context.code,
          password: context.password,
        }),
        onDone: 'done',
        onError: {
          target: 'editing',
          actions: { type: 'assignSaveFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    done: { tags: ['done'], type: 'final' },
  },
});

type Snapshot = SnapshotFrom<typeof passwordMachine>;

export const selectPasswordMode = (s: Snapshot) => s.context.mode;
export const selectPasswordOwner = (s: Snapshot) => ownerOf(s.context);
export const selectPasswordPhone = (s: Snapshot) => s.context.phone;
export const selectPasswordCode = (s: Snapshot) => s.context.code;
export const selectPasswordText = (s: Snapshot) => s.context.password;
export const selectPasswordErrors = (s: Snapshot) => s.context.errors;
export const selectPasswordCodeError = (s: Snapshot) => s.context.codeError;
export const selectPasswordCodeSent = (s: Snapshot) => s.context.codeSent;
export const selectPasswordSendingCode = (s: Snapshot) => s.hasTag('sendingCode');
export const selectPasswordSaving = (s: Snapshot) => s.hasTag('saving');
export const selectPasswordDone = (s: Snapshot) => s.hasTag('done');
