import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { parse as parseYaml } from 'yaml';
import { flush } from '../testing/wait';
import {
  type ApplySignInput,
  bookSignMachine,
  SIGN_RULES,
  type SignApplicationItem,
  type SignForm,
  type SignInfo,
  selectSignErrors,
  selectSignForm,
  selectSignInfo,
  selectSignNotice,
  signFormFromDraft,
  validateSignForm,
} from './book-sign.machine';

const OUTLINE =
  '靖康年间汴京城破，书生赵怀瑾北上寻兄，途经雁门关、燕云十六州，结识义军首领柳如烟。两人辗转江湖，最终在黄天荡一役中见证一个王朝的黄昏。';
const FORM: SignForm = {
  contract_type: 'exclusive',
  planned_total_words: '1500000',
  updates_per_week: '7',
  outline: OUTLINE,
  phone: '13800000002',
  email: '',
  qq: '',
};
const ELIGIBLE: SignInfo = {
  book_id: 'b1',
  eligible: true,
  ineligible_reason: null,
  application: null,
};
const application = (status: SignApplicationItem['status']): SignApplicationItem => ({
  id: 'a1',
  book_id: 'b1',
  contract_type: 'exclusive',
  planned_total_words: 1_500_000,
  updates_per_week: 7,
  outline: OUTLINE,
  contact: { phone: '13800000002' },
  status,
  reviewer_comment: null,
  submit_time: '2026-01-01T00:00:00+08:00',
  create_time: '2026-01-01T00:00:00+08:00',
  update_time: '2026-01-01T00:00:00+08:00',
});

function start(
  draft?: Record<string, unknown>,
  apply?: (input: ApplySignInput) => Promise<SignApplicationItem>,
) {
  const applySign = vi.fn(apply ?? (() => Promise.resolve(application('submitted'))));
  const saved: Array<{ bookId: string; form: SignForm }> = [];
  const cleared: string[] = [];
  const changes = vi.fn();
  const actor = createActor(
    bookSignMachine.provide({
      actors: {
        fetchSignInfo: fromPromise(() => Promise.resolve(ELIGIBLE)),
        applySign: fromPromise(({ input }: { input: ApplySignInput }) => applySign(input)),
        withdrawSign: fromPromise(() => Promise.resolve(application('withdrawn'))),
      },
      actions: {
        persistDraft: (_, params) => saved.push(params),
        clearDraft: (_, params) => cleared.push(params.bookId),
        reportChange: changes,
      },
    }),
    { input: { bookId: 'b1', draft } },
  ).start();
  return { actor, applySign, saved, cleared, changes, snap: () => actor.getSnapshot() };
}

describe('the rules of an application', () => {
  it('are the limits of the spec', () => {
    const spec = parseYaml(
      readFileSync(new URL('../../../openapi/author.yaml', import.meta.url), 'utf8'),
    ) as {
      components: {
        schemas: Record<string, { properties: Record<string, Record<string, unknown>> }>;
      };
    };
    const apply = spec.components.schemas.SignApplyRequest?.properties ?? {};
    expect(apply.planned_total_words).toMatchObject({
      minimum: SIGN_RULES.plannedMin,
      maximum: SIGN_RULES.plannedMax,
    });
    expect(apply.updates_per_week).toMatchObject({
      minimum: SIGN_RULES.perWeekMin,
      maximum: SIGN_RULES.perWeekMax,
    });
    expect(apply.outline).toMatchObject({
      minLength: SIGN_RULES.outlineMin,
      maxLength: SIGN_RULES.outlineMax,
    });
    const contact = spec.components.schemas.SignContact?.properties ?? {};
    expect(contact.qq?.pattern).toBe(SIGN_RULES.qq.source);
    expect(contact.email?.maxLength).toBe(SIGN_RULES.emailMax);
  });

  it('flag each bad field', () => {
    expect(validateSignForm(FORM)).toEqual({});
    expect(
      validateSignForm({
        contract_type: '',
        planned_total_words: '99999',
        updates_per_week: '3.5',
        outline: '太短',
        phone: '123',
        email: 'not-mail',
        qq: '0123',
      }),
    ).toEqual({
      contract_type: 'validation.required',
      planned_total_words: 'validation.range',
      updates_per_week: 'validation.format',
      outline: 'validation.tooShort',
      phone: 'validation.format',
      email: 'validation.format',
      qq: 'validation.format',
    });
  });

  it('names masked contact data as masked, as the server does', () => {
    expect(
      validateSignForm({
        ...FORM,
        phone: '138****0002',
        email: 'qi***@example.com',
        qq: '123***89',
      }),
    ).toEqual({
      phone: 'validation.masked',
      email: 'validation.masked',
      qq: 'validation.masked',
    });
  });

  it('reads only known text fields from a saved draft', () => {
    expect(
      signFormFromDraft({
        outline: 'x',
        contract_type: 'forever',
        planned_total_words: 5,
        junk: 'y',
      }),
    ).toEqual({
      ...signFormFromDraft(undefined),
      outline: 'x',
    });
  });
});

describe('bookSignMachine', () => {
  it('starts from the saved draft and saves every change', async () => {
    const { actor, saved, snap } = start({ outline: '半句', phone: '138' });
    await flush();
    expect(selectSignForm(snap()).outline).toBe('半句');
    actor.send({ type: 'sign.change', field: 'phone', value: '13800000002' });
    expect(saved.at(-1)).toEqual({ bookId: 'b1', form: { ...selectSignForm(snap()) } });
    expect(saved.at(-1)?.form.phone).toBe('13800000002');
  });

  it('refuses an invalid form, then submits, forgets the draft and reports the change', async () => {
    const { actor, applySign, cleared, changes, snap } = start();
    await flush();
    actor.send({ type: 'sign.submit' });
    expect(applySign).not.toHaveBeenCalled();
    expect(selectSignErrors(snap()).phone).toBe('validation.required');
    for (const [field, value] of Object.entries(FORM)) {
      actor.send({ type: 'sign.change', field: field as keyof SignForm, value });
    }
    actor.send({ type: 'sign.submit' });
    await flush();
    expect(applySign).toHaveBeenCalledWith({
      book_id: 'b1',
      contract_type: 'exclusive',
      planned_total_words: 1_500_000,
      updates_per_week: 7,
      outline: OUTLINE,
      contact: { phone: '13800000002' },
    });
    expect(cleared).toEqual(['b1']);
    expect(changes).toHaveBeenCalledTimes(1);
    expect(selectSignInfo(snap())?.application?.status).toBe('submitted');
    expect(selectSignNotice(snap())).toBe('books.sign.submitted');

    actor.send({ type: 'sign.withdraw' });
    await flush();
    expect(selectSignInfo(snap())?.application?.status).toBe('withdrawn');
    expect(selectSignInfo(snap())?.eligible).toBe(true);
  });

  it('puts the server field errors in place (contact.* as the contact fields)', async () => {
    const { actor, snap } = start({ ...FORM }, () =>
      Promise.reject({ code: 101001, body: { errors: { 'contact.email': 'validation.format' } } }),
    );
    await flush();
    actor.send({ type: 'sign.submit' });
    await flush();
    expect(selectSignErrors(snap())).toEqual({ email: 'validation.format' });
  });
});
