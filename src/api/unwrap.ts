import {
  ApiError,
  type BodyOf,
  envelopeMessage,
  envelopePayload,
  handlingFor,
  isEnvelope,
  TRANSPORT_ERROR_CODE,
} from './envelope';

/** The shape every openapi-fetch call resolves to. */
export interface FetchResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** The success value of an openapi-fetch result type, without `undefined`. */
export type DataOf<R extends FetchResult> = NonNullable<R['data']>;

// The middleware already rejects every failure; this only guards calls made
// on a client without it (or with it ejected), so they cannot resolve quietly.
function assertNoFailure(result: FetchResult): void {
  if (!result.response.ok) {
    throw new ApiError({
      kind: 'transport',
      code: TRANSPORT_ERROR_CODE,
      message: 'Request Error',
      body: result.error,
      status: result.response.status,
    });
  }
  const data = result.data;
  if (isEnvelope(data)) {
    const handling = handlingFor(data.code);
    if (handling !== 'resolve' && handling !== 'pass-through') {
      throw new ApiError({
        kind: 'business',
        code: data.code,
        message: envelopeMessage(data),
        body: envelopePayload(data),
      });
    }
  }
}

/**
 * Awaits an openapi-fetch call and returns what the screen wants: the
 * envelope's `body` (the menu's `data`) for code 0; a non-envelope answer
 * (blob, text) as is. Failures were already turned into rejections by the
 * middleware, so this never returns an error object.
 *
 * Pass-through codes 109016 / 109112 resolve with the whole envelope, which the
 * static type does not show; only the login calls can answer them, and those
 * should use {@link unwrapEnvelope} to branch on the code.
 *
 * @example
 *   const { list, total } = await unwrap(client.GET('/author/book/list', { params: { query } }));
 */
export async function unwrap<R extends FetchResult>(
  pending: Promise<R>,
): Promise<BodyOf<DataOf<R>>> {
  const result = await pending;
  assertNoFailure(result);
  const data = result.data;
  if (isEnvelope(data) && handlingFor(data.code) === 'resolve') {
    return envelopePayload(data) as BodyOf<DataOf<R>>;
  }
  return data as BodyOf<DataOf<R>>;
}

/**
 * Like {@link unwrap} but resolves with the whole envelope, for calls whose
 * caller branches on a pass-through code (login: 109016 password not set,
 * 109112 registration to confirm).
 */
export async function unwrapEnvelope<R extends FetchResult>(
  pending: Promise<R>,
): Promise<DataOf<R>> {
  const result = await pending;
  assertNoFailure(result);
  return result.data as DataOf<R>;
}
