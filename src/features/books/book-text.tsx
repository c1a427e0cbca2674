import { Badge, type BadgeProps } from '@fluentui/react-components';
import { useCallback } from 'react';
import { useIntl } from '../../components/intl';
import type { ReviewStatus, SerialStatus } from '../../lib/contract';
import type { BookItem, SignStatus } from '../../machines/common/book';

/** An API value (`completion_pending`) as a message-id key (`completionPending`). */
export const idKey = (value: string): string =>
  value.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

const SERIAL_COLOR: Record<SerialStatus, BadgeProps['color']> = {
  serial: 'brand',
  completion_pending: 'warning',
  completed: 'success',
  hiatus: 'subtle',
};
const REVIEW_COLOR: Record<ReviewStatus, BadgeProps['color']> = {
  draft: 'subtle',
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};
const SIGN_COLOR: Record<SignStatus, BadgeProps['color']> = {
  unsigned: 'subtle',
  applying: 'warning',
  signed: 'success',
  rejected: 'danger',
};

/** Serial, review and sign status of a book as three labelled badges. */
export function BookStatusBadges({ book }: { book: BookItem }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <Badge appearance="tint" color={SERIAL_COLOR[book.serial_status]} shape="rounded">
        {t(`books.serial.${idKey(book.serial_status)}`)}
      </Badge>
      <Badge appearance="tint" color={REVIEW_COLOR[book.review_status]} shape="rounded">
        {t(`books.review.${book.review_status}`)}
      </Badge>
      <Badge appearance="tint" color={SIGN_COLOR[book.sign_status]} shape="rounded">
        {t(`books.sign.${book.sign_status}`)}
      </Badge>
    </>
  );
}

// Message ids may not contain '_': API field names get a camel-case key.
const FIELD_KEYS: Record<string, string> = {
  category_id: 'category',
  cover_url: 'cover',
  contract_type: 'contractType',
  planned_total_words: 'plannedWords',
  updates_per_week: 'perWeek',
};

/**
 * The text of a field error: the field's own wording when the catalogue has
 * one (`books.error.title.tooLong`), else the shell's generic `validation.*`.
 */
export function useFieldErrorText(): (
  field: string,
  id: string | undefined | null,
) => string | undefined {
  const intl = useIntl();
  return useCallback(
    (field, id) => {
      if (!id) return undefined;
      const key = FIELD_KEYS[field] ?? field;
      const specific = `books.error.${key}.${id.replace(/^validation\./, '')}`;
      return intl.messages[specific]
        ? intl.formatMessage({ id: specific })
        : intl.formatMessage({ id });
    },
    [intl],
  );
}
