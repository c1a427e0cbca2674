import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flush } from '../testing/wait';
import {
  type PasswordCodeInput,
  type PasswordInput,
  passwordMachine,
  type SavePasswordInput,
  selectPasswordCodeError,
  selectPasswordCodeSent,
  selectPasswordDone,
  selectPasswordErrors,
} from './password.machine';

function start(input: PasswordInput, save?: (input: SavePasswordInput) => Promise<unknown>) {
  const sendPasswordCode = vi.fn((_: PasswordCodeInput): Promise<unknown> => Promise.resolve(null));
  const savePassword = vi.fn(save ?? ((): Promise<unknown> => Promise.resolve(null)));
  const actor = createActor(
    passwordMachine.provide({
      actors: {
        sendPasswordCode: fromPromise(({ input }: { input: PasswordCodeInput }) =>
          sendPasswordCode(input),
        ),
        savePassword: fromPromise(({ input }: { input: SavePasswordInput }) => savePassword(input)),
      },
    }),
    { input },
  ).start();
  const type = (field: 'phone' | 'code' | 'password', value: string) =>
    actor.send({ type: 'password.change', field, value });
  return { actor, type, sendPasswordCode, savePassword, snap: () => actor.getSnapshot() };
}

describe('the password machine', () => {
  it('sets a password with a code to the own phone', async () => {
    const { actor, type, snap, sendPasswordCode, savePassword } = start({
      mode: 'set',
      owner: { phone: '13800000002', penName: '青山客' },
    });
    actor.send({ type: 'password.sendCode' });
    await flush();
    expect(sendPasswordCode).toHaveBeenCalledWith({ phone: null });
    expect(selectPasswordCodeSent(snap())).toBe(true);
    type('code', '123456');
    type('password', 'Lantern#42');
    actor.send({ type: 'password.submit' });
    await flush();
    expect(savePassword).toHaveBeenCalledWith({
      phone: null,
      code: '123456',
      password: 'Lantern#42',
    });
    expect(selectPasswordDone(snap())).toBe(true);
  });

  it('refuses the phone, common passwords and bad shapes before sending', async () => {
    const { actor, type, snap, savePassword } = start({
      mode: 'change',
      owner: { phone: '13800000002', penName: 'inkwell' },
    });
    type('code', '123456');
    for (const [password, id] of [
      ['a13800000002', 'validation.passwordPhone'],
      ['Inkwell99', 'validation.passwordPenName'],
      ['qwerty123', 'validation.passwordCommon'],
      ['short1', 'validation.tooShort'],
      ['lettersonly', 'validation.format'],
    ]) {
      type('password', password!);
      actor.send({ type: 'password.submit' });
      await flush();
      expect(selectPasswordErrors(snap()).password, password).toBe(id);
    }
    expect(savePassword).not.toHaveBeenCalled();
  });

  it('resets with the typed phone, and asks for a phone before sending a code', async () => {
    const { actor, type, snap, sendPasswordCode, savePassword } = start({ mode: 'reset' });
    actor.send({ type: 'password.sendCode' });
    expect(selectPasswordErrors(snap()).phone).toBe('validation.required');
    expect(sendPasswordCode).not.toHaveBeenCalled();
    type('phone', '138 0000 0002');
    expect(selectPasswordErrors(snap()).phone).toBeUndefined();
    actor.send({ type: 'password.sendCode' });
    await flush();
    expect(sendPasswordCode).toHaveBeenCalledWith({ phone: '13800000002' });
    type('code', '654321');
    type('password', 'x13800000002');
    actor.send({ type: 'password.submit' });
    expect(selectPasswordErrors(snap()).password).toBe('validation.passwordPhone');
    type('password', 'Lantern#42');
    actor.send({ type: 'password.submit' });
    await flush();
    expect(savePassword).toHaveBeenCalledWith({
      phone: '13800000002',
      code: '654321',
      password: 'Lantern#42',
    });
  });

  it("shows the server's answer: a wrong code, or a field it refused", async () => {
    let answer: unknown = { code: 116001, body: { attempts_left: 2 } };
    const { actor, type, snap } = start({ mode: 'set' }, () => Promise.reject(answer));
    type('code', '123456');
    type('password', 'Lantern#42');
    actor.send({ type: 'password.submit' });
    await flush();
    expect(selectPasswordCodeError(snap())).toMatchObject({
      messageId: 'error.116001',
      values: { attemptsLeft: 2 },
    });
    answer = { code: 101001, body: { errors: { password: 'validation.passwordPenName' } } };
    actor.send({ type: 'password.submit' });
    await flush();
    expect(selectPasswordErrors(snap()).password).toBe('validation.passwordPenName');
    expect(selectPasswordDone(snap())).toBe(false);
  });
});
