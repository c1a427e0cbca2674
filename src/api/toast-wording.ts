/**
 * How a request's error toast is worded in the page's language. The request
 * layer may not read the catalogues (docs/conventions.md, Layers), and the
 * server's `msg` and the transport's texts are English: the layer names the
 * message id and its values, and the toaster formats them, falling back to
 * the English text only for a code the catalogue does not know.
 */
import { ErrorCodes } from '../lib/contract';

/** A catalogue id and its values. */
export interface ToastWording {
  readonly messageId: string;
  readonly values?: Readonly<Record<string, number>>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The wording of an envelope's code (`error.<code>`), with the values its text needs. */
export function codeWording(code: number, body: unknown): ToastWording | undefined {
  if (code === ErrorCodes.tooManyRequests) {
    // "Try again in {seconds} s": without the wait the text cannot be said.
    const seconds = isObject(body) ? body.retry_after_s : undefined;
    return typeof seconds === 'number'
      ? { messageId: `error.${code}`, values: { seconds } }
      : undefined;
  }
  return { messageId: `error.${code}` };
}
