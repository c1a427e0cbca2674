import { assign, not, type SnapshotFrom, setup } from 'xstate';
import { failureFieldErrors, failureMessageId } from '../../lib/api-failure';
import {
  CONTRACT_TYPES,
  type ContractType,
  carriesMask,
  codePointLength,
  FIELD_LIMITS,
  isOneOf,
  MASKED_VALUE_PROBLEM,
  type SignApplicationStatus,
} from '../../lib/contract';
import { declaredActor } from '../common/declared-actor';

export type { ContractType, SignApplicationStatus };
export { CONTRACT_TYPES };

/** Why a book may not apply now (message ids the API sends). */
export type SignIneligibleReason =
  | 'sign.notApproved'
  | 'sign.alreadySigned'
  | 'sign.pending'
  | 'sign.notLong';

/** A signing application as the API returns it. */
export interface SignApplicationItem {
  readonly id: string;
  readonly book_id: string;
  readonly contract_type: ContractType;
  readonly planned_total_words: number;
  readonly updates_per_week: number;
  readonly outline: string;
  readonly contact: { readonly phone: string; readonly email?: string; readonly qq?: string };
  readonly status: SignApplicationStatus;
  readonly reviewer_comment: string | null;
  readonly submit_time: string | null;
  readonly create_time: string;
  readonly update_time: string;
}

/** Output of the `fetchSignInfo` actor (GET /author/book/sign/info). */
export interface SignInfo {
  readonly book_id: string;
  readonly eligible: boolean;
  readonly ineligible_reason: SignIneligibleReason | null;
  readonly application: SignApplicationItem | null;
}

/**
 * Limits of the application as the form names them: the contract's
 * (SignApplyRequest and SignContact) and the formats the spec's patterns say.
 */
export const SIGN_RULES = {
  plannedMin: FIELD_LIMITS.plannedTotalWords.min,
  plannedMax: FIELD_LIMITS.plannedTotalWords.max,
  perWeekMin: FIELD_LIMITS.updatesPerWeek.min,
  perWeekMax: FIELD_LIMITS.updatesPerWeek.max,
  outlineMin: FIELD_LIMITS.signOutline.min,
  outlineMax: FIELD_LIMITS.signOutline.max,
  emailMax: FIELD_LIMITS.contactEmail.max,
  phone: /^1[3-9][0-9]{9}$/,
  qq: /^[1-9][0-9]{4,11}$/,
} as const;

/** The form as typed: numbers stay text until sent, so a half-typed value survives a reload. */
export interface SignForm {
  readonly contract_type: ContractType | '';
  readonly planned_total_words: string;
  readonly updates_per_week: string;
  readonly outline: string;
  readonly phone: string;
  readonly email: string;
  readonly qq: string;
}

export type SignField = keyof SignForm;
export const SIGN_FIELDS: readonly SignField[] = [
  'contract_type',
  'planned_total_words',
  'updates_per_week',
  'outline',
  'phone',
  'email',
  'qq',
];

const EMPTY_SIGN_FORM: SignForm = {
  contract_type: '',
  planned_total_words: '',
  updates_per_week: '',
  outline: '',
  phone: '',
  email: '',
  qq: '',
};

/** A saved draft (any JSON object) as a form: unknown keys and non-text values are dropped. */
export function signFormFromDraft(draft: Record<string, unknown> | undefined): SignForm {
  const text: Record<string, string> = {};
  for (const field of SIGN_FIELDS) {
    const value = draft?.[field];
    if (typeof value === 'string') text[field] = value;
  }
  const contractType = text.contract_type;
  return {
    ...EMPTY_SIGN_FORM,
    ...text,
    contract_type: isOneOf(CONTRACT_TYPES, contractType) ? contractType : '',
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function checkInteger(text: string, min: number, max: number): string | null {
  const value = text.trim();
  if (value === '') return 'validation.required';
  if (!/^[0-9]{1,9}$/.test(value)) return 'validation.format';
  const n = Number(value);
  return n < min || n > max ? 'validation.range' : null;
}

/** Every rule of the application; field -> message id. */
export function validateSignForm(form: SignForm): Partial<Record<SignField, string>> {
  const errors: Partial<Record<SignField, string>> = {};
  if (form.contract_type === '') errors.contract_type = 'validation.required';
  const planned = checkInteger(
    form.planned_total_words,
    SIGN_RULES.plannedMin,
    SIGN_RULES.plannedMax,
  );
  if (planned) errors.planned_total_words = planned;
  const perWeek = checkInteger(form.updates_per_week, SIGN_RULES.perWeekMin, SIGN_RULES.perWeekMax);
  if (perWeek) errors.updates_per_week = perWeek;
  const outline = codePointLength(form.outline.trim());
  if (outline === 0) errors.outline = 'validation.required';
  else if (outline < SIGN_RULES.outlineMin) errors.outline = 'validation.tooShort';
  else if (outline > SIGN_RULES.outlineMax) errors.outline = 'validation.tooLong';
  const phone = form.phone.trim();
  if (phone === '') errors.phone = 'validation.required';
  else if (!SIGN_RULES.phone.test(phone)) errors.phone = 'validation.format';
  const email = form.email.trim();
  if (email !== '' && (!EMAIL.test(email) || codePointLength(email) > SIGN_RULES.emailMax)) {
    errors.email = 'validation.format';
  }
  const qq = form.qq.trim();
  if (qq !== '' && !SIGN_RULES.qq.test(qq)) errors.qq = 'validation.format';
  // A masked value copied from the account page is named as the server names it.
  for (const field of ['phone', 'email', 'qq'] as const) {
    if (carriesMask(form[field])) errors[field] = MASKED_VALUE_PROBLEM;
  }
  return errors;
}

/** Input of the `applySign` actor (POST /author/book/sign/apply). */
export interface ApplySignInput {
  readonly book_id: string;
  readonly contract_type: ContractType;
  readonly planned_total_words: number;
  readonly updates_per_week: number;
  readonly outline: string;
  readonly contact: { readonly phone: string; readonly email?: string; readonly qq?: string };
}

/** The request for a valid form. */
function toApplySignInput(bookId: string, form: SignForm): ApplySignInput {
  const email = form.email.trim();
  const qq = form.qq.trim();
  return {
    book_id: bookId,
    contract_type: form.contract_type === '' ? 'exclusive' : form.contract_type,
    planned_total_words: Number(form.planned_total_words.trim()),
    updates_per_week: Number(form.updates_per_week.trim()),
    outline: form.outline.trim(),
    contact: {
      phone: form.phone.trim(),
      ...(email ? { email } : {}),
      ...(qq ? { qq } : {}),
    },
  };
}

/** Server field paths (`contact.phone`) as form fields (`phone`). */
function signFieldErrors(errors: Record<string, string>): Partial<Record<SignField, string>> {
  const result: Partial<Record<SignField, string>> = {};
  for (const [path, id] of Object.entries(errors)) {
    const field = (path.startsWith('contact.') ? path.slice('contact.'.length) : path) as SignField;
    if (SIGN_FIELDS.includes(field) && result[field] === undefined) result[field] = id;
  }
  return result;
}

/** Input of the `fetchSignInfo` and `withdrawSign` actors. */
export interface SignBookInput {
  readonly book_id: string;
}

/** Input of the machine. */
export interface BookSignInput {
  readonly bookId: string;
  /** The saved form of this book (signFormData), if any. */
  readonly draft?: Record<string, unknown>;
}

/** Events of the signing application. */
export type BookSignEvent =
  | { type: 'sign.change'; field: SignField; value: string }
  | { type: 'sign.submit' }
  | { type: 'sign.withdraw' }
  /** Load the signing state again. */
  | { type: 'sign.refresh' };

const SIGN_LOAD_ERROR = 'books.sign.loadError';
const SIGN_NOTICES = {
  submitted: 'books.sign.submitted',
  withdrawn: 'books.sign.withdrawn',
} as const;

export interface BookSignContext {
  readonly bookId: string;
  readonly info: SignInfo | null;
  readonly form: SignForm;
  readonly errors: Partial<Record<SignField, string>>;
  readonly error: string | null;
  readonly notice: string | null;
  /** Bumped on every refused submit, so the view can focus the first error. */
  readonly attempt: number;
}

/**
 * The signing application of one book. The form is saved on every change
 * through `persistDraft` (the app writes it to signFormData, which survives a
 * reload but not a new browser session) and forgotten through `clearDraft`
 * once submitted. Submit checks {@link validateSignForm} first; the server's
 * field errors come back in place.
 *
 * The app provides `fetchSignInfo`, `applySign`, `withdrawSign`, the two
 * draft actions and `reportChange` (told when the book's sign status moved).
 */
export const bookSignMachine = setup({
  types: {
    context: {} as BookSignContext,
    events: {} as BookSignEvent,
    input: {} as BookSignInput,
  },
  actors: {
    fetchSignInfo: declaredActor<SignInfo, SignBookInput>('bookSign', 'fetchSignInfo'),
    applySign: declaredActor<SignApplicationItem, ApplySignInput>('bookSign', 'applySign'),
    withdrawSign: declaredActor<SignApplicationItem, SignBookInput>('bookSign', 'withdrawSign'),
  },
  guards: {
    formValid: ({ context }) => Object.keys(validateSignForm(context.form)).length === 0,
    eligible: ({ context }) => context.info?.eligible === true,
    withdrawable: ({ context }) => context.info?.application?.status === 'submitted',
  },
  actions: {
    persistDraft: (_, _params: { bookId: string; form: SignForm }) => {},
    clearDraft: (_, _params: { bookId: string }) => {},
    reportChange: () => {},
    assignInfo: assign((_, params: { info: SignInfo }) => ({ info: params.info, error: null })),
    assignLoadError: assign({ error: SIGN_LOAD_ERROR }),
    assignChange: assign(({ context, event }) => {
      if (event.type !== 'sign.change') return {};
      const form = { ...context.form, [event.field]: event.value };
      const errors = { ...context.errors };
      delete errors[event.field];
      // An error already shown is checked again as the author fixes it.
      if (context.errors[event.field]) {
        const again = validateSignForm(form)[event.field];
        if (again) errors[event.field] = again;
      }
      return { form, errors, notice: null };
    }),
    assignAllErrors: assign(({ context }) => ({
      errors: validateSignForm(context.form),
      attempt: context.attempt + 1,
    })),
    clearMessages: assign({ error: null, notice: null }),
    assignSubmitted: assign(({ context }, params: { application: SignApplicationItem }) => ({
      info: {
        book_id: context.bookId,
        eligible: false,
        ineligible_reason: 'sign.pending' as const,
        application: params.application,
      },
      form: EMPTY_SIGN_FORM,
      errors: {},
      notice: SIGN_NOTICES.submitted,
    })),
    assignWithdrawn: assign(({ context }, params: { application: SignApplicationItem }) => ({
      info: context.info
        ? {
            ...context.info,
            eligible: true,
            ineligible_reason: null,
            application: params.application,
          }
        : null,
      notice: SIGN_NOTICES.withdrawn,
    })),
    assignFailure: assign(({ context }, params: { error: unknown }) => {
      const fields = signFieldErrors(failureFieldErrors(params.error));
      if (Object.keys(fields).length > 0) {
        return { errors: { ...context.errors, ...fields }, attempt: context.attempt + 1 };
      }
      return { error: failureMessageId(params.error) };
    }),
  },
}).createMachine({
  id: 'bookSign',
  context: ({ input }) => ({
    bookId: input.bookId,
    info: null,
    form: signFormFromDraft(input.draft),
    errors: {},
    error: null,
    notice: null,
    attempt: 0,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'fetchSignInfo',
        input: ({ context }) => ({ book_id: context.bookId }),
        onDone: {
          target: 'ready',
          actions: { type: 'assignInfo', params: ({ event }) => ({ info: event.output }) },
        },
        onError: { target: 'failed', actions: 'assignLoadError' },
      },
    },
    failed: {
      on: { 'sign.refresh': 'loading' },
    },
    ready: {
      on: {
        'sign.refresh': 'loading',
        'sign.change': {
          actions: [
            'assignChange',
            {
              type: 'persistDraft',
              params: ({ context }) => ({ bookId: context.bookId, form: context.form }),
            },
          ],
        },
        'sign.submit': [
          { guard: not('eligible') },
          { guard: 'formValid', target: 'submitting' },
          { actions: 'assignAllErrors' },
        ],
        'sign.withdraw': { guard: 'withdrawable', target: 'withdrawing', actions: 'clearMessages' },
      },
    },
    submitting: {
      entry: 'clearMessages',
      invoke: {
        src: 'applySign',
        input: ({ context }) => toApplySignInput(context.bookId, context.form),
        onDone: {
          target: 'ready',
          actions: [
            {
              type: 'assignSubmitted',
              params: ({ event }) => ({ application: event.output }),
            },
            { type: 'clearDraft', params: ({ context }) => ({ bookId: context.bookId }) },
            'reportChange',
          ],
        },
        onError: {
          target: 'ready',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    withdrawing: {
      invoke: {
        src: 'withdrawSign',
        input: ({ context }) => ({ book_id: context.bookId }),
        onDone: {
          target: 'ready',
          actions: [
            {
              type: 'assignWithdrawn',
              params: ({ event }) => ({ application: event.output }),
            },
            'reportChange',
          ],
        },
        onError: {
          target: 'ready',
          actions: [
            { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
            // Decided meanwhile (approved or rejected): show what it is now.
            { type: 'reportChange' },
          ],
        },
      },
    },
  },
});

type BookSignSnapshot = SnapshotFrom<typeof bookSignMachine>;

export const selectSignInfo = (s: BookSignSnapshot): SignInfo | null => s.context.info;
export const selectSignForm = (s: BookSignSnapshot): SignForm => s.context.form;
export const selectSignErrors = (s: BookSignSnapshot): Partial<Record<SignField, string>> =>
  s.context.errors;
export const selectSignError = (s: BookSignSnapshot): string | null => s.context.error;
export const selectSignNotice = (s: BookSignSnapshot): string | null => s.context.notice;
export const selectSignLoading = (s: BookSignSnapshot): boolean => s.matches('loading');
export const selectSignSubmitting = (s: BookSignSnapshot): boolean => s.matches('submitting');
export const selectSignWithdrawing = (s: BookSignSnapshot): boolean => s.matches('withdrawing');
export const selectSignAttempt = (s: BookSignSnapshot): number => s.context.attempt;
