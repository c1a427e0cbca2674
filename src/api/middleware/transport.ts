import type { Middleware } from 'openapi-fetch';
import { isCallerGone } from '../abort';
import {
  ApiError,
  envelopePayload,
  handlingFor,
  isEnvelope,
  TRANSPORT_ERROR_CODE,
} from '../envelope';
import { isQuiet } from '../quiet';
import { codeWording, type ToastWording } from '../toast-wording';
import { ERROR_TOAST_MS, type Toaster } from '../toaster';

/** Toast text when nothing more specific is known (docs/behaviour.md, The request layer). */
export const REQUEST_ERROR = 'Request Error';

/** The generic transport messages of the original (axios) client. */
const TransportMessage = {
  network: 'Network Error',
  aborted: 'Request aborted',
  timeout: 'timeout exceeded',
} as const;

const TRANSPORT_IDS: Readonly<Record<string, string>> = {
  [TransportMessage.network]: 'error.network',
  [TransportMessage.aborted]: 'error.aborted',
  [TransportMessage.timeout]: 'error.timeout',
  [REQUEST_ERROR]: 'error.request',
};

/** The page-language wording of a generic transport message ('Network Error'), or undefined. */
export function transportWording(message: string): ToastWording | undefined {
  const messageId = TRANSPORT_IDS[message];
  return messageId ? { messageId } : undefined;
}

function errorName(value: unknown): string | undefined {
  return typeof value === 'object' && value !== null
    ? (value as { name?: string }).name
    : undefined;
}

/**
 * The text for an error thrown by fetch. The request's own signal is checked
 * as well because an abort reason may be any value, not only a DOMException.
 */
export function describeFetchError(error: unknown, signal?: AbortSignal): string {
  const reason = signal?.aborted ? signal.reason : undefined;
  if (errorName(error) === 'TimeoutError' || errorName(reason) === 'TimeoutError') {
    return TransportMessage.timeout;
  }
  if (errorName(error) === 'AbortError' || signal?.aborted) return TransportMessage.aborted;
  // fetch rejects with a TypeError when the network fails (DNS, refused, CORS).
  if (error instanceof TypeError) return TransportMessage.network;
  if (error instanceof Error && error.message) return error.message;
  return REQUEST_ERROR;
}

async function readErrorBody(response: Response): Promise<unknown> {
  const text = await response.clone().text();
  try {
    return JSON.parse(text);
  } catch {
    return text === '' ? undefined : text;
  }
}

/**
 * Transport errors (docs/behaviour.md, The request layer): fetch throwing and non-2xx answers
 * are toasted for 5 s with the error's message, or 'Request Error', then
 * rejected with an {@link ApiError} of kind `transport`. A call whose caller
 * went away (see ../abort.ts) is rejected the same way, without a toast.
 */
export function transportMiddleware(deps: { toast: Toaster }): Middleware {
  return {
    async onResponse({ request, response }) {
      if (response.ok) return;
      const body = await readErrorBody(response);
      const msg = isEnvelope(body) && 'msg' in body ? body.msg : '';
      const message = typeof msg === 'string' && msg !== '' ? msg : REQUEST_ERROR;
      // An envelope on a non-2xx answer (HTTP 429 with 105001) is worded by
      // its code when that code is one the catalogue toasts; any other is a
      // request error in the page's language.
      const wording =
        (isEnvelope(body) && handlingFor(body.code) === 'toast'
          ? codeWording(body.code, envelopePayload(body))
          : undefined) ?? transportWording(REQUEST_ERROR);
      if (!isQuiet(request)) deps.toast.error(message, { duration: ERROR_TOAST_MS, wording });
      throw new ApiError({
        kind: 'transport',
        code: TRANSPORT_ERROR_CODE,
        message,
        body,
        status: response.status,
      });
    },
    onError({ error, request }) {
      const message = describeFetchError(error, request.signal);
      // A stopped actor's call: nobody is there to read a toast about it.
      if (!isCallerGone(request.signal) && !isQuiet(request)) {
        deps.toast.error(message, { duration: ERROR_TOAST_MS, wording: transportWording(message) });
      }
      return new ApiError({
        kind: 'transport',
        code: TRANSPORT_ERROR_CODE,
        message,
        body: undefined,
        status: 0,
        cause: error,
      });
    },
  };
}
