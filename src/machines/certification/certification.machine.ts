import { assign, type SnapshotFrom, setup } from 'xstate';
import { failureFieldErrors, failureMessageId } from '../../lib/api-failure';
import {
  type Certification,
  type CertificationFields,
  checkCertification,
} from '../../lib/contract';
import { declaredActor } from '../common/declared-actor';

/** The author's certification as GET /author/user/certify/info answers it (masked). */
export type { Certification };

/** Input of the `submitCertification` actor. */
export interface CertificationSubmit {
  readonly real_name: string;
  readonly id_card: string;
  readonly consent: true;
}

export type CertificationField = keyof CertificationFields;

export type CertificationEvent =
  | { type: 'certification.refresh' }
  /** Opens the steps: consent first. */
  | { type: 'certification.start' }
  | { type: 'certification.consent'; agreed: boolean }
  /** From the consent to the form (only once agreed). */
  | { type: 'certification.next' }
  | { type: 'certification.change'; field: CertificationField; value: string }
  | { type: 'certification.submit' }
  | { type: 'certification.cancel' }
  | { type: 'certification.withdraw' };

export interface CertificationContext {
  readonly certification: Certification | null;
  readonly agreed: boolean;
  readonly fields: CertificationFields;
  /** Field -> message id. */
  readonly errors: Partial<Record<CertificationField, string>>;
  /** A failed load, submit or withdraw, as a message id. */
  readonly failure: string | null;
  /** Today, for the age rule; the input's clock (tests fix it). */
  readonly today: Date;
}

/** Input of the machine. */
export interface CertificationInput {
  readonly today?: Date;
}

/**
 * Real-name certification: load the status; from `none` or `rejected` the
 * author goes through a separate consent to the processing of sensitive
 * data, then the name and ID number (the contract's rule: check character,
 * birth date, 18+, src/lib/contract/certification.ts), then submits; the
 * application is `reviewing` until the platform decides, and may be
 * withdrawn meanwhile. `certified` is final on the server: nothing is
 * offered but the masked data.
 *
 * The app provides `fetchCertification`, `submitCertification` and
 * `withdrawCertification`.
 */
export const certificationMachine = setup({
  types: {
    context: {} as CertificationContext,
    events: {} as CertificationEvent,
    input: {} as CertificationInput,
  },
  actors: {
    fetchCertification: declaredActor<Certification, void>('certification', 'fetchCertification'),
    submitCertification: declaredActor<Certification, CertificationSubmit>(
      'certification',
      'submitCertification',
    ),
    withdrawCertification: declaredActor<Certification, void>(
      'certification',
      'withdrawCertification',
    ),
  },
  guards: {
    canApply: ({ context }) =>
      context.certification?.status === 'none' || context.certification?.status === 'rejected',
    agreed: ({ context }) => context.agreed,
    formValid: ({ context }) =>
      Object.keys(checkCertification(context.fields, context.today)).length === 0,
    inReview: ({ context }) => context.certification?.status === 'reviewing',
  },
  actions: {
    assignCertification: assign((_, params: { certification: Certification }) => ({
      certification: params.certification,
      failure: null,
    })),
    assignFailure: assign((_, params: { error: unknown }) => ({
      failure: failureMessageId(params.error),
    })),
    assignSubmitFailure: assign(({ context }, params: { error: unknown }) => {
      const fields = failureFieldErrors(params.error);
      if (Object.keys(fields).length > 0)
        return { errors: { ...context.errors, ...fields }, failure: null };
      return { failure: failureMessageId(params.error) };
    }),
    assignAgreed: assign((_, params: { agreed: boolean }) => ({ agreed: params.agreed })),
    assignField: assign(({ context }, params: { field: CertificationField; value: string }) => {
      const value =
        params.field === 'id_card'
          ? params.value.replace(/\s/g, '').toUpperCase().slice(0, 18)
          : params.value;
      const fields = { ...context.fields, [params.field]: value };
      // Errors already shown follow the typing; new ones wait for Submit.
      const errors = { ...context.errors };
      if (errors[params.field] !== undefined) {
        const fresh = checkCertification(fields, context.today)[params.field];
        if (fresh) errors[params.field] = fresh;
        else delete errors[params.field];
      }
      return { fields, errors, failure: null };
    }),
    showErrors: assign(({ context }) => ({
      errors: checkCertification(context.fields, context.today),
    })),
    resetSteps: assign({
      agreed: false,
      fields: { real_name: '', id_card: '' },
      errors: {},
      failure: null,
    }),
  },
}).createMachine({
  id: 'certification',
  context: ({ input }) => ({
    certification: null,
    agreed: false,
    fields: { real_name: '', id_card: '' },
    errors: {},
    failure: null,
    today: input.today ?? new Date(),
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'fetchCertification',
        onDone: {
          target: 'viewing',
          actions: {
            type: 'assignCertification',
            params: ({ event }) => ({ certification: event.output }),
          },
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: { on: { 'certification.refresh': 'loading' } },
    viewing: {
      on: {
        'certification.refresh': 'loading',
        'certification.start': { guard: 'canApply', target: 'consent', actions: 'resetSteps' },
        'certification.withdraw': { guard: 'inReview', target: 'withdrawing' },
      },
    },
    consent: {
      tags: ['applying'],
      on: {
        'certification.consent': {
          actions: { type: 'assignAgreed', params: ({ event }) => ({ agreed: event.agreed }) },
        },
        'certification.next': { guard: 'agreed', target: 'form' },
        'certification.cancel': 'viewing',
      },
    },
    form: {
      tags: ['applying'],
      on: {
        'certification.change': {
          actions: {
            type: 'assignField',
            params: ({ event }) => ({ field: event.field, value: event.value }),
          },
        },
        'certification.submit': [
          { guard: 'formValid', target: 'submitting' },
          { actions: 'showErrors' },
        ],
        'certification.cancel': 'viewing',
      },
    },
    submitting: {
      tags: ['applying', 'busy'],
      invoke: {
        src: 'submitCertification',
        input: ({ context }) => ({
          real_name: context.fields.real_name.trim(),
          id_card: context.fields.id_card,
          consent: true as const,
        }),
        onDone: {
          target: 'viewing',
          actions: [
            {
              type: 'assignCertification',
              params: ({ event }) => ({ certification: event.output }),
            },
            'resetSteps',
          ],
        },
        onError: {
          target: 'form',
          actions: {
            type: 'assignSubmitFailure',
            params: ({ event }) => ({ error: event.error }),
          },
        },
      },
    },
    withdrawing: {
      tags: ['busy'],
      invoke: {
        src: 'withdrawCertification',
        onDone: {
          target: 'viewing',
          actions: {
            type: 'assignCertification',
            params: ({ event }) => ({ certification: event.output }),
          },
        },
        onError: {
          target: 'viewing',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});

type Snapshot = SnapshotFrom<typeof certificationMachine>;

export const selectCertification = (s: Snapshot) => s.context.certification;
/** Which step of the application is shown: none (the status), consent or form. */
export const selectCertificationStep = (s: Snapshot): 'status' | 'consent' | 'form' =>
  s.matches('consent') ? 'consent' : s.hasTag('applying') ? 'form' : 'status';
export const selectCertificationAgreed = (s: Snapshot) => s.context.agreed;
export const selectCertificationFields = (s: Snapshot) => s.context.fields;
export const selectCertificationErrors = (s: Snapshot) => s.context.errors;
export const selectCertificationFailure = (s: Snapshot) => s.context.failure;
export const selectCertificationBusy = (s: Snapshot) => s.hasTag('busy');
export const selectCertificationLoadFailed = (s: Snapshot) => s.matches('failed');
