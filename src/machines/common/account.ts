/**
 * What the account machines (info, edit, password) share: the author as the
 * API answers it, and how a failed SMS-code call reads for the author.
 * Machines share through this folder, never through each other.
 */
import { failureCode, failureMessageId } from '../../lib/api-failure';
import { ErrorCodes, type SensitiveInfo, type User } from '../../lib/contract';

/** The author as GET /author/user/info answers it: personal data masked. */
export type AccountUser = User;
/** POST /author/user/author_sensitive_info's answer. */
export type { SensitiveInfo };

/** A six-digit SMS code, as the spec's SmsCode. */
export const SMS_CODE_PATTERN = /^[0-9]{6}$/;

/** A failed code call as the author reads it: a message id and its values. */
export interface CodeFailure {
  readonly messageId: string;
  readonly values: Readonly<Record<string, number>>;
  /** 116002: the code is spent; a new one must be sent. */
  readonly needsNewCode: boolean;
}

const numberIn = (error: unknown, field: string): number | null => {
  const body = (error as { body?: unknown } | null)?.body;
  const value = (body as Record<string, unknown> | null | undefined)?.[field];
  return typeof value === 'number' ? value : null;
};

/**
 * 116001 (wrong, with the tries left), 116002 (expired or used up),
 * 105001 (asked too often, with the wait), or the generic text of the code.
 */
export function describeCodeFailure(error: unknown): CodeFailure {
  const code = failureCode(error);
  if (code === ErrorCodes.codeWrong)
    return {
      messageId: 'error.116001',
      values: { attemptsLeft: numberIn(error, 'attempts_left') ?? 0 },
      needsNewCode: false,
    };
  if (code === ErrorCodes.codeExpired)
    return { messageId: 'error.116002', values: {}, needsNewCode: true };
  if (code === ErrorCodes.tooManyRequests)
    return {
      messageId: 'error.105001',
      values: { seconds: numberIn(error, 'retry_after_s') ?? 60 },
      needsNewCode: false,
    };
  return { messageId: failureMessageId(error), values: {}, needsNewCode: false };
}
