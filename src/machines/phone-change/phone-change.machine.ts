import { assign, type SnapshotFrom, setup } from 'xstate';
import { failureCode, failureFieldErrors, failureMessageId } from '../../lib/api-failure';
import { ErrorCodes } from '../../lib/contract';
import { type CodeFailure, describeCodeFailure, SMS_CODE_PATTERN } from '../common/account';
import { declaredActor } from '../common/declared-actor';

/** Input of `sendNewPhoneCode`: the current phone's code and the new number. */
export interface NewPhoneCodeInput {
  readonly old_code: string;
  readonly phone: string;
}

/** Input of `changePhone`. */
export interface ChangePhoneInput extends NewPhoneCodeInput {
  readonly code: string;
}

export type PhoneChangeField = 'oldCode' | 'phone' | 'code';

export type PhoneChangeEvent =
  | { type: 'phone.change'; field: PhoneChangeField; value: string }
  /** Step 1: a code to the current phone. */
  | { type: 'phone.sendOldCode' }
  /** Step 2: the current phone's code and the new number; a code goes to the new phone. */
  | { type: 'phone.sendNewCode' }
  /** Step 3: the new phone's code; the phone changes. */
  | { type: 'phone.submit' }
  /** Back from step 3 to step 2 (another number). */
  | { type: 'phone.back' };

export interface PhoneChangeContext {
  readonly oldCode: string;
  readonly phone: string;
  readonly code: string;
  readonly errors: Partial<Record<PhoneChangeField, string>>;
  /** A code call's failure (wrong, expired, too often), or another failure's message id. */
  readonly codeError: CodeFailure | null;
  readonly failure: string | null;
  readonly oldCodeSent: boolean;
}

const PHONE_PATTERN = /^1[3-9][0-9]{9}$/;

const codeError = (value: string) =>
  SMS_CODE_PATTERN.test(value)
    ? undefined
    : value === ''
      ? 'validation.required'
      : 'validation.format';

/**
 * Changing the bound phone: a code to the current phone (step 1), then with
 * that code the new number, which gets a code of its own (step 2), then that
 * code (step 3). The server ends every session, this one too, so `done`
 * means the author logs in again with the new phone. A number another
 * author uses answers 104001: shown on the phone field.
 *
 * The app provides `sendOldPhoneCode`, `sendNewPhoneCode` and `changePhone`.
 */
export const phoneChangeMachine = setup({
  types: {
    context: {} as PhoneChangeContext,
    events: {} as PhoneChangeEvent,
  },
  actors: {
    sendOldPhoneCode: declaredActor<unknown, void>('phoneChange', 'sendOldPhoneCode'),
    sendNewPhoneCode: declaredActor<unknown, NewPhoneCodeInput>('phoneChange', 'sendNewPhoneCode'),
    changePhone: declaredActor<unknown, ChangePhoneInput>('phoneChange', 'changePhone'),
  },
  guards: {
    stepTwoValid: ({ context }) =>
      codeError(context.oldCode) === undefined && PHONE_PATTERN.test(context.phone),
    stepThreeValid: ({ context }) => codeError(context.code) === undefined,
  },
  actions: {
    assignField: assign(({ context }, params: { field: PhoneChangeField; value: string }) => {
      const digits = params.value.replace(/\D/g, '').slice(0, params.field === 'phone' ? 11 : 6);
      const errors = { ...context.errors };
      delete errors[params.field];
      return { [params.field]: digits, errors, codeError: null, failure: null };
    }),
    showStepTwoErrors: assign(({ context }) => ({
      errors: {
        oldCode: codeError(context.oldCode),
        phone: PHONE_PATTERN.test(context.phone)
          ? undefined
          : context.phone === ''
            ? 'validation.required'
            : 'validation.format',
      },
    })),
    showStepThreeErrors: assign(({ context }) => ({
      errors: { ...context.errors, code: codeError(context.code) },
    })),
    markOldCodeSent: assign({ oldCodeSent: true, codeError: null, failure: null }),
    clearNewCode: assign({ code: '', errors: {}, codeError: null, failure: null }),
    assignFailure: assign(({ context }, params: { error: unknown }) => {
      const fields = failureFieldErrors(params.error);
      if (Object.keys(fields).length > 0)
        return { errors: { ...context.errors, ...fields }, codeError: null, failure: null };
      if (failureCode(params.error) === ErrorCodes.conflict)
        return {
          errors: { ...context.errors, phone: 'account.phone.taken' },
          codeError: null,
          failure: null,
        };
      const code = failureCode(params.error);
      if (
        code === ErrorCodes.codeWrong ||
        code === ErrorCodes.codeExpired ||
        code === ErrorCodes.tooManyRequests
      )
        return { codeError: describeCodeFailure(params.error), failure: null };
      return { failure: failureMessageId(params.error), codeError: null };
    }),
  },
}).createMachine({
  id: 'phoneChange',
  context: {
    oldCode: '',
    phone: '',
    code: '',
    errors: {},
    codeError: null,
    failure: null,
    oldCodeSent: false,
  },
  initial: 'verifyingOld',
  on: {
    'phone.change': {
      actions: {
        type: 'assignField',
        params: ({ event }) => ({ field: event.field, value: event.value }),
      },
    },
  },
  states: {
    verifyingOld: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'phone.sendOldCode': 'sendingOld',
            'phone.sendNewCode': [
              { guard: 'stepTwoValid', target: 'sendingNew' },
              { actions: 'showStepTwoErrors' },
            ],
          },
        },
        sendingOld: {
          tags: ['busy', 'sendingOld'],
          invoke: {
            src: 'sendOldPhoneCode',
            onDone: { target: 'editing', actions: 'markOldCodeSent' },
            onError: {
              target: 'editing',
              actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        sendingNew: {
          tags: ['busy', 'sendingNew'],
          invoke: {
            src: 'sendNewPhoneCode',
            input: ({ context }) => ({ old_code: context.oldCode, phone: context.phone }),
            onDone: { target: '#phoneChange.verifyingNew', actions: 'clearNewCode' },
            onError: {
              target: 'editing',
              actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    verifyingNew: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'phone.submit': [
              { guard: 'stepThreeValid', target: 'changing' },
              { actions: 'showStepThreeErrors' },
            ],
            'phone.back': '#phoneChange.verifyingOld',
          },
        },
        changing: {
          tags: ['busy', 'changing'],
          invoke: {
            src: 'changePhone',
            input: ({ context }) => ({
              old_code: context.oldCode,
              phone: context.phone,
              code: context.code,
            }),
            onDone: '#phoneChange.done',
            onError: {
              target: 'editing',
              actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    done: { type: 'final', tags: ['done'] },
  },
});

type Snapshot = SnapshotFrom<typeof phoneChangeMachine>;

/** 1: the current phone's code and the new number; 2: the new phone's code; 3: done. */
export const selectPhoneStep = (s: Snapshot): 1 | 2 | 3 =>
  s.matches('done') ? 3 : s.matches('verifyingNew') ? 2 : 1;
export const selectPhoneOldCode = (s: Snapshot) => s.context.oldCode;
export const selectPhoneNumber = (s: Snapshot) => s.context.phone;
export const selectPhoneCode = (s: Snapshot) => s.context.code;
export const selectPhoneErrors = (s: Snapshot) => s.context.errors;
export const selectPhoneCodeError = (s: Snapshot) => s.context.codeError;
export const selectPhoneFailure = (s: Snapshot) => s.context.failure;
export const selectPhoneOldCodeSent = (s: Snapshot) => s.context.oldCodeSent;
export const selectPhoneBusy = (s: Snapshot) => s.hasTag('busy');
