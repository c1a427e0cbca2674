import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { chineseIdCheckChar } from '../../lib/contract';
import { flush } from '../testing/wait';
import {
  type Certification,
  type CertificationSubmit,
  certificationMachine,
  selectCertification,
  selectCertificationErrors,
  selectCertificationStep,
} from './certification.machine';

const today = new Date('2026-11-24T00:00:00Z');
const id = (birth: string) => {
  const first17 = `440304${birth}201`;
  return first17 + chineseIdCheckChar(first17);
};
const ADULT = id('19880815');

const cert = (status: Certification['status'], extra: Partial<Certification> = {}) => ({
  status,
  real_name: '',
  id_card: '',
  reject_reason: '',
  submitted_at: null,
  decided_at: null,
  ...extra,
});

function start(
  initial: Certification,
  submitAnswer?: (input: CertificationSubmit) => Promise<Certification>,
) {
  const submit = vi.fn(
    submitAnswer ??
      ((): Promise<Certification> => Promise.resolve(cert('reviewing', { real_name: '张*' }))),
  );
  const withdraw = vi.fn((): Promise<Certification> => Promise.resolve(cert('none')));
  const actor = createActor(
    certificationMachine.provide({
      actors: {
        fetchCertification: fromPromise(() => Promise.resolve(initial)),
        submitCertification: fromPromise(({ input }: { input: CertificationSubmit }) =>
          submit(input),
        ),
        withdrawCertification: fromPromise(() => withdraw()),
      },
    }),
    { input: { today } },
  ).start();
  return { actor, submit, withdraw, snap: () => actor.getSnapshot() };
}

describe('the certification machine', () => {
  it('asks a separate consent, then checks name and number before submitting', async () => {
    const { actor, snap, submit } = start(cert('none'));
    await flush();
    actor.send({ type: 'certification.start' });
    expect(selectCertificationStep(snap())).toBe('consent');
    // Not without the consent.
    actor.send({ type: 'certification.next' });
    expect(selectCertificationStep(snap())).toBe('consent');
    actor.send({ type: 'certification.consent', agreed: true });
    actor.send({ type: 'certification.next' });
    expect(selectCertificationStep(snap())).toBe('form');

    actor.send({ type: 'certification.change', field: 'real_name', value: '张三丰' });
    const wrongCheck = ADULT.slice(0, 17) + (ADULT.endsWith('0') ? '1' : '0');
    actor.send({ type: 'certification.change', field: 'id_card', value: wrongCheck });
    actor.send({ type: 'certification.submit' });
    expect(selectCertificationErrors(snap()).id_card).toBe('validation.idCard');
    const minor = id('20100101');
    actor.send({ type: 'certification.change', field: 'id_card', value: minor });
    expect(selectCertificationErrors(snap()).id_card).toBe('validation.idCardUnderage');
    expect(submit).not.toHaveBeenCalled();

    actor.send({
      type: 'certification.change',
      field: 'id_card',
      value: ` ${ADULT.toLowerCase()} `,
    });
    actor.send({ type: 'certification.submit' });
    await flush();
    expect(submit).toHaveBeenCalledWith({ real_name: '张三丰', id_card: ADULT, consent: true });
    expect(selectCertification(snap())?.status).toBe('reviewing');
    expect(selectCertificationStep(snap())).toBe('status');
  });

  it('shows the server refusal on its field and stays on the form', async () => {
    const { actor, snap } = start(cert('rejected', { reject_reason: '照片不清晰' }), () =>
      Promise.reject({ code: 101001, body: { errors: { id_card: 'validation.idCard' } } }),
    );
    await flush();
    actor.send({ type: 'certification.start' });
    actor.send({ type: 'certification.consent', agreed: true });
    actor.send({ type: 'certification.next' });
    actor.send({ type: 'certification.change', field: 'real_name', value: '张三' });
    actor.send({ type: 'certification.change', field: 'id_card', value: ADULT });
    actor.send({ type: 'certification.submit' });
    await flush();
    expect(selectCertificationStep(snap())).toBe('form');
    expect(selectCertificationErrors(snap()).id_card).toBe('validation.idCard');
  });

  it('withdraws while in review, and offers nothing once certified', async () => {
    const { actor, snap, withdraw } = start(cert('reviewing'));
    await flush();
    actor.send({ type: 'certification.start' });
    expect(selectCertificationStep(snap())).toBe('status');
    actor.send({ type: 'certification.withdraw' });
    await flush();
    expect(withdraw).toHaveBeenCalledOnce();
    expect(selectCertification(snap())?.status).toBe('none');

    const certified = start(cert('certified'));
    await flush();
    certified.actor.send({ type: 'certification.start' });
    certified.actor.send({ type: 'certification.withdraw' });
    await flush();
    expect(selectCertificationStep(certified.snap())).toBe('status');
    expect(certified.withdraw).not.toHaveBeenCalled();
  });
});
