import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flush } from '../testing/wait';
import {
  accountSessionsMachine,
  type LoginRecord,
  selectLoginHistory,
  selectSessionsEnded,
} from './account-sessions.machine';

const record = (current: boolean, active: boolean): LoginRecord => ({
  time: '2026-11-24T12:00:00.000Z',
  browser: 'Chrome',
  os: 'Windows',
  place: { kind: 'local', address: '' },
  current,
  active,
});

describe('the login history machine', () => {
  it('logs out the other devices and reloads the history', async () => {
    let others = true;
    const fetch = vi.fn(() =>
      Promise.resolve({ list: [record(true, true), record(false, others)] }),
    );
    const logoutOthers = vi.fn(() => {
      others = false;
      return Promise.resolve({ ended: 1 });
    });
    const actor = createActor(
      accountSessionsMachine.provide({
        actors: {
          fetchLoginHistory: fromPromise(() => fetch()),
          logoutOthers: fromPromise(() => logoutOthers()),
        },
      }),
    ).start();
    await flush();
    expect(selectLoginHistory(actor.getSnapshot())?.[1]?.active).toBe(true);
    actor.send({ type: 'sessions.logoutOthers' });
    await flush();
    expect(logoutOthers).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(selectSessionsEnded(actor.getSnapshot())).toBe(1);
    expect(selectLoginHistory(actor.getSnapshot())?.[1]?.active).toBe(false);
  });
});
