/**
 * Waiting helpers for machine tests. xstate's `waitFor` waits forever by
 * default, so a predicate that never holds ends in the runner's bare "test
 * timed out"; this one gives up first and says what it waited for and where
 * the actor was.
 */
import { type AnyActorRef, type SnapshotFrom, waitFor as xstateWaitFor } from 'xstate';

/** Below the runner's 5 s test timeout, so this message is the one shown. */
const WAIT_LIMIT_MS = 4000;

/** Where an actor is, for a failure message. */
function describe(actor: AnyActorRef): string {
  const snapshot = actor.getSnapshot() as { status?: string; value?: unknown };
  const value = snapshot.value === undefined ? '' : ` in ${JSON.stringify(snapshot.value)}`;
  return `${snapshot.status ?? 'unknown'}${value}`;
}

/**
 * Resolves with the first snapshot of `actor` for which `predicate` holds;
 * rejects, naming the predicate and the actor's state, when none comes.
 */
export async function waitFor<TActor extends AnyActorRef>(
  actor: TActor,
  predicate: (snapshot: SnapshotFrom<TActor>) => boolean,
  options: { timeout?: number } = {},
): Promise<SnapshotFrom<TActor>> {
  const timeout = options.timeout ?? WAIT_LIMIT_MS;
  try {
    return await xstateWaitFor(actor, predicate, { timeout });
  } catch (error) {
    throw new Error(
      `waited ${timeout} ms for \`${predicate.toString()}\`; the actor is ${describe(actor)}`,
      { cause: error },
    );
  }
}

/** Lets every pending promise (a fake actor's answer) settle before the next expectation. */
export const flush = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** A promise with its resolve and reject, for a fake actor answering when the test says. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
