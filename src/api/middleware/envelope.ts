import type { Middleware } from 'openapi-fetch';
import {
  ApiError,
  envelopeMessage,
  envelopePayload,
  handlingFor,
  isEnvelope,
  TRANSPORT_ERROR_CODE,
} from '../envelope';
import { isQuiet } from '../quiet';
import { codeWording } from '../toast-wording';
import { ERROR_TOAST_MS, SILENT, type Toaster } from '../toaster';
import type { TokenStore } from '../token-store';
import { REQUEST_ERROR, transportWording } from './transport';

/** What the error-catalogue middleware needs from the app. */
export interface EnvelopeDeps {
  tokens: TokenStore;
  toast: Toaster;
  /**
   * Called once per request answered 100002 / 109017, after the token is
   * cleared. The app sends `auth.expired` to its auth actor; the client never
   * reloads the page itself.
   */
  onSessionExpired: (code: number) => void;
}

/** True for `application/json` and `application/*+json`. */
export function isJsonContentType(contentType: string | null): boolean {
  if (!contentType) return false;
  const mime = contentType.split(';', 1)[0]!.trim().toLowerCase();
  return mime === 'application/json' || mime.endsWith('+json');
}

const MALFORMED = Symbol('malformed JSON');

// Reads the body from a clone so openapi-fetch can still parse the original.
async function readEnvelope(response: Response): Promise<unknown> {
  const text = await response.clone().text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return MALFORMED;
  }
}

/**
 * Applies the error catalogue (docs/behaviour.md, The request layer) to HTTP 200 JSON answers
 * of both envelope shapes. Resolving means returning nothing, so openapi-fetch
 * hands the envelope to the caller; rejecting means throwing, which rejects
 * the caller's `client.GET(...)` promise. Non-2xx answers belong to the
 * transport middleware; blob, stream and text answers are left untouched.
 */
export function envelopeMiddleware(deps: EnvelopeDeps): Middleware {
  return {
    async onResponse({ request, response, options }) {
      const toast = isQuiet(request) ? SILENT : deps.toast;
      if (!response.ok || options.parseAs !== 'json') return;
      if (!isJsonContentType(response.headers.get('content-type'))) return;
      const envelope = await readEnvelope(response);
      if (envelope === MALFORMED) {
        // A cut-off or proxy-mangled body is a transport failure, not a raw
        // SyntaxError from openapi-fetch that no one would toast.
        toast.error(REQUEST_ERROR, {
          duration: ERROR_TOAST_MS,
          wording: transportWording(REQUEST_ERROR),
        });
        throw new ApiError({
          kind: 'transport',
          code: TRANSPORT_ERROR_CODE,
          message: REQUEST_ERROR,
          body: undefined,
          status: response.status,
        });
      }
      if (!isEnvelope(envelope)) return;

      const { code } = envelope;
      const message = envelopeMessage(envelope);
      const businessError = () =>
        new ApiError({ kind: 'business', code, message, body: envelopePayload(envelope) });

      switch (handlingFor(code)) {
        case 'resolve':
        case 'pass-through':
          return;
        case 'session-expired':
          deps.tokens.clear();
          deps.onSessionExpired(code);
          throw businessError();
        case 'reject-quiet':
          throw businessError();
        case 'reject-envelope':
          // The seed rejects with the whole body; verification forms read code/msg/body.
          throw envelope;
        case 'toast':
          toast.error(message, {
            duration: ERROR_TOAST_MS,
            wording: codeWording(code, envelopePayload(envelope)),
          });
          throw businessError();
      }
    },
  };
}
