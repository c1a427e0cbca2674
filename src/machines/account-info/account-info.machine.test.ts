import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { SensitiveInfo } from '../common/account';
import { ACCOUNT_USER } from '../testing/account';
import {
  accountInfoMachine,
  REVEAL_FOR_MS,
  type RevealInput,
  selectAccountUser,
  selectAskingCode,
  selectRevealCodeError,
  selectRevealed,
} from './account-info.machine';

const CLEAR: SensitiveInfo = {
  phone: '13800000001',
  home_phone: '010-62345678',
  email: 'moran@example.com',
  real_name: '林墨',
  id_card: '11010519491231002X',
  revealed: true,
};

const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

function start(reveal: (input: RevealInput) => Promise<SensitiveInfo>) {
  const sendSensitiveCode = vi.fn((): Promise<unknown> => Promise.resolve(null));
  const revealSensitive = vi.fn(reveal);
  const actor = createActor(
    accountInfoMachine.provide({
      actors: {
        fetchAccount: fromPromise(() => Promise.resolve(ACCOUNT_USER)),
        sendSensitiveCode: fromPromise(() => sendSensitiveCode()),
        revealSensitive: fromPromise(({ input }: { input: RevealInput }) => revealSensitive(input)),
      },
    }),
  ).start();
  return { actor, sendSensitiveCode, revealSensitive, snap: () => actor.getSnapshot() };
}

async function reveal(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'accountInfo.show' });
  await advance(0);
  actor.send({ type: 'accountInfo.code', value: '123 456' });
  actor.send({ type: 'accountInfo.verify' });
  await advance(0);
}

describe('the account info machine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads the author with the masked data the server sent', async () => {
    const { snap } = start(() => Promise.resolve(CLEAR));
    await advance(0);
    expect(selectAccountUser(snap())).toEqual(ACCOUNT_USER);
    expect(selectRevealed(snap())).toBeNull();
  });

  it('reveals after a code and masks again after the reveal time', async () => {
    const { actor, snap, sendSensitiveCode, revealSensitive } = start(() => Promise.resolve(CLEAR));
    await advance(0);
    await reveal(actor);
    expect(sendSensitiveCode).toHaveBeenCalledOnce();
    expect(revealSensitive).toHaveBeenCalledWith({ code: '123456' });
    expect(selectRevealed(snap())).toEqual(CLEAR);

    await advance(REVEAL_FOR_MS - 1000);
    expect(selectRevealed(snap())).toEqual(CLEAR);
    await advance(1000);
    expect(selectRevealed(snap())).toBeNull();
    // Nothing in clear is left behind in the context either.
    expect(JSON.stringify(snap().context)).not.toContain(CLEAR.phone);
  });

  it('masks again when the page is left', async () => {
    const { actor, snap } = start(() => Promise.resolve(CLEAR));
    await advance(0);
    await reveal(actor);
    actor.send({ type: 'accountInfo.hide' });
    expect(selectRevealed(snap())).toBeNull();
    expect(JSON.stringify(snap().context)).not.toContain(CLEAR.id_card);
  });

  it('keeps what is typed while the code is still being sent', async () => {
    const { actor, sendSensitiveCode, revealSensitive, snap } = start(() => Promise.resolve(CLEAR));
    await advance(0);
    let sent: () => void = () => {};
    sendSensitiveCode.mockImplementationOnce(
      () => new Promise((resolve) => (sent = () => resolve(null))),
    );
    actor.send({ type: 'accountInfo.show' });
    await advance(0);
    // The field is shown as soon as the code is asked for.
    expect(selectAskingCode(snap())).toBe(true);
    actor.send({ type: 'accountInfo.code', value: '123456' });
    sent();
    await advance(0);
    actor.send({ type: 'accountInfo.verify' });
    await advance(0);
    expect(revealSensitive).toHaveBeenCalledWith({ code: '123456' });
  });

  it('cancels while the code is still being sent, and stays masked when it arrives', async () => {
    const { actor, sendSensitiveCode, snap } = start(() => Promise.resolve(CLEAR));
    await advance(0);
    let sent: () => void = () => {};
    sendSensitiveCode.mockImplementationOnce(
      () => new Promise((resolve) => (sent = () => resolve(null))),
    );
    actor.send({ type: 'accountInfo.show' });
    await advance(0);
    actor.send({ type: 'accountInfo.hide' });
    expect(selectAskingCode(snap())).toBe(false);
    sent();
    await advance(0);
    expect(selectAskingCode(snap())).toBe(false);
    expect(selectRevealed(snap())).toBeNull();
  });

  it('does not verify an incomplete code', async () => {
    const { actor, revealSensitive, snap } = start(() => Promise.resolve(CLEAR));
    await advance(0);
    actor.send({ type: 'accountInfo.show' });
    await advance(0);
    actor.send({ type: 'accountInfo.code', value: '12345' });
    actor.send({ type: 'accountInfo.verify' });
    await advance(0);
    expect(revealSensitive).not.toHaveBeenCalled();
    expect(selectAskingCode(snap())).toBe(true);
  });

  it('keeps asking after a wrong code, with the tries left', async () => {
    const { actor, snap } = start(() =>
      Promise.reject({ code: 116001, body: { attempts_left: 4 } }),
    );
    await advance(0);
    await reveal(actor);
    expect(selectRevealed(snap())).toBeNull();
    expect(selectAskingCode(snap())).toBe(true);
    expect(selectRevealCodeError(snap())).toEqual({
      messageId: 'error.116001',
      values: { attemptsLeft: 4 },
      needsNewCode: false,
    });
  });
});
