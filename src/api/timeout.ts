/**
 * Per-call timeout. The client has none by default (docs/behaviour.md, The request layer);
 * spread this into a call's options to give that one call a deadline:
 *
 *     client.GET('/author/book/list', { params, ...withTimeout(10_000) })
 *
 * When it fires, fetch rejects with a `TimeoutError`, which the transport
 * middleware reports as 'timeout exceeded'. Pass the caller's own signal (an
 * XState actor's, say) to keep it working: its abort reports 'Request aborted'.
 */
export function withTimeout(ms: number, signal?: AbortSignal): { signal: AbortSignal } {
  const deadline = AbortSignal.timeout(ms);
  return { signal: signal ? AbortSignal.any([signal, deadline]) : deadline };
}
