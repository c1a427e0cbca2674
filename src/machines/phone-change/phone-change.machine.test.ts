import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flush } from '../testing/wait';
import {
  type ChangePhoneInput,
  type NewPhoneCodeInput,
  phoneChangeMachine,
  selectPhoneCodeError,
  selectPhoneErrors,
  selectPhoneStep,
} from './phone-change.machine';

function start(
  options: {
    sendNew?: (input: NewPhoneCodeInput) => Promise<unknown>;
    change?: (input: ChangePhoneInput) => Promise<unknown>;
  } = {},
) {
  const sendOld = vi.fn((): Promise<unknown> => Promise.resolve(null));
  const sendNew = vi.fn(options.sendNew ?? ((): Promise<unknown> => Promise.resolve(null)));
  const change = vi.fn(options.change ?? ((): Promise<unknown> => Promise.resolve(null)));
  const actor = createActor(
    phoneChangeMachine.provide({
      actors: {
        sendOldPhoneCode: fromPromise(() => sendOld()),
        sendNewPhoneCode: fromPromise(({ input }: { input: NewPhoneCodeInput }) => sendNew(input)),
        changePhone: fromPromise(({ input }: { input: ChangePhoneInput }) => change(input)),
      },
    }),
  ).start();
  const type = (field: 'oldCode' | 'phone' | 'code', value: string) =>
    actor.send({ type: 'phone.change', field, value });
  return { actor, type, sendOld, sendNew, change, snap: () => actor.getSnapshot() };
}

describe('the phone-change machine', () => {
  it('goes old code, new number, new code, done', async () => {
    const { actor, type, snap, sendOld, sendNew, change } = start();
    actor.send({ type: 'phone.sendOldCode' });
    await flush();
    expect(sendOld).toHaveBeenCalledOnce();
    // Nothing goes out with a bad code or number.
    type('oldCode', '12');
    type('phone', '1391234');
    actor.send({ type: 'phone.sendNewCode' });
    expect(selectPhoneErrors(snap())).toMatchObject({
      oldCode: 'validation.format',
      phone: 'validation.format',
    });
    expect(sendNew).not.toHaveBeenCalled();
    type('oldCode', '123456');
    type('phone', '139 1234 5678');
    actor.send({ type: 'phone.sendNewCode' });
    await flush();
    expect(sendNew).toHaveBeenCalledWith({ old_code: '123456', phone: '13912345678' });
    expect(selectPhoneStep(snap())).toBe(2);
    type('code', '654321');
    actor.send({ type: 'phone.submit' });
    await flush();
    expect(change).toHaveBeenCalledWith({
      old_code: '123456',
      phone: '13912345678',
      code: '654321',
    });
    expect(selectPhoneStep(snap())).toBe(3);
    expect(snap().status).toBe('done');
  });

  it("shows another author's number (104001) on the phone field and a wrong code as such", async () => {
    const { actor, type, snap } = start({
      sendNew: () => Promise.reject({ code: 104001, body: null }),
    });
    type('oldCode', '123456');
    type('phone', '13912345678');
    actor.send({ type: 'phone.sendNewCode' });
    await flush();
    expect(selectPhoneStep(snap())).toBe(1);
    expect(selectPhoneErrors(snap()).phone).toBe('account.phone.taken');

    const wrong = start({
      change: () => Promise.reject({ code: 116001, body: { attempts_left: 3 } }),
    });
    wrong.type('oldCode', '123456');
    wrong.type('phone', '13912345678');
    wrong.actor.send({ type: 'phone.sendNewCode' });
    await flush();
    wrong.type('code', '000000');
    wrong.actor.send({ type: 'phone.submit' });
    await flush();
    expect(selectPhoneStep(wrong.snap())).toBe(2);
    expect(selectPhoneCodeError(wrong.snap())).toMatchObject({
      messageId: 'error.116001',
      values: { attemptsLeft: 3 },
    });
  });
});
