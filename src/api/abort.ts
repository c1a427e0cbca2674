/**
 * The abort of a caller that went away. An API actor passes its signal to
 * every request (docs/conventions.md, Machines and actors), so stopping the actor (a
 * newer query, a screen closed) cancels its call. Nobody waits for that
 * answer any more, so the transport middleware rejects it without the
 * 'Request aborted' toast it shows for an abort someone asked for.
 */

/** The reason a stopped caller's request is aborted with. */
class CallerGone extends Error {
  override readonly name = 'AbortError';
  constructor() {
    super('The caller stopped waiting for this request');
  }
}

/** A signal that aborts with {@link CallerGone} when `caller` aborts. */
export function callerSignal(caller: AbortSignal): AbortSignal {
  const controller = new AbortController();
  const abort = () => controller.abort(new CallerGone());
  if (caller.aborted) abort();
  else caller.addEventListener('abort', abort, { once: true });
  return controller.signal;
}

/** True when a request's signal was aborted because its caller went away. */
export function isCallerGone(signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true && signal.reason instanceof CallerGone;
}
