import {
  Button,
  Field,
  makeStyles,
  Radio,
  RadioGroup,
  Select,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { DateField } from '../../components/date-field';
import type { AppIntl } from '../../i18n/intl';
import {
  DEFAULT_MESSAGE_QUERY,
  type MessageBook,
  type MessageQuery,
  type MessageStatusFilter,
} from '../../machines/messages/messages.machine';

/** Props of {@link MessageFilters}. */
export interface MessageFiltersProps {
  readonly query: MessageQuery;
  readonly books: readonly MessageBook[];
  /** A filter changed (the page puts it in the URL and loads page 1). */
  onChange(query: MessageQuery): void;
  readonly intl: AppIntl;
}

const STATUSES: readonly MessageStatusFilter[] = ['all', 'unread', 'read'];

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
  },
  field: { minWidth: '140px', flexGrow: 1, flexBasis: '140px', maxWidth: '240px' },
});

/**
 * The page's filters besides the type tabs: read state, one book, and a
 * range of days. Each change is a whole new query, so the URL can hold it.
 */
export function MessageFilters({ query, books, onChange, intl }: MessageFiltersProps) {
  const styles = useStyles();
  const t = (id: string) => intl.formatMessage({ id });
  const set = (patch: Partial<MessageQuery>) => onChange({ ...query, ...patch });
  // A day that would end the range before it starts is not sent (the server
  // refuses it); its field says why and the list keeps the last good range.
  const [inverted, setInverted] = useState<'from' | 'to' | null>(null);
  const setDay = (end: 'from' | 'to', day: string) => {
    const next = { ...query, [end]: day || null };
    if (next.from !== null && next.to !== null && next.from > next.to) {
      setInverted(end);
      return;
    }
    setInverted(null);
    onChange(next);
  };
  const narrowed =
    query.status !== 'all' || query.bookId !== null || query.from !== null || query.to !== null;

  return (
    <section className={styles.root} aria-label={t('messages.filter.region')}>
      <RadioGroup
        layout="horizontal"
        aria-label={t('messages.filter.label')}
        value={query.status}
        onChange={(_, data) => set({ status: data.value as MessageStatusFilter })}
      >
        {STATUSES.map((value) => (
          <Radio
            key={value}
            value={value}
            label={t(value === 'all' ? 'messages.filter.all' : `messageBox.status.${value}`)}
          />
        ))}
      </RadioGroup>
      <Field label={t('messages.filter.book')} className={styles.field}>
        <Select
          value={query.bookId ?? ''}
          onChange={(_, data) => set({ bookId: data.value || null })}
        >
          <option value="">{t('messages.filter.book.all')}</option>
          {books.map((book) => (
            <option key={book.id} value={book.id}>
              {book.title}
            </option>
          ))}
        </Select>
      </Field>
      <DateField
        label={t('messages.filter.from')}
        className={styles.field}
        value={query.from ?? ''}
        validationMessage={inverted === 'from' ? t('messages.filter.fromAfterTo') : undefined}
        onChange={(from) => setDay('from', from)}
      />
      <DateField
        label={t('messages.filter.to')}
        className={styles.field}
        value={query.to ?? ''}
        validationMessage={inverted === 'to' ? t('messages.filter.toBeforeFrom') : undefined}
        onChange={(to) => setDay('to', to)}
      />
      <Button
        appearance="subtle"
        disabled={!narrowed}
        onClick={() => {
          setInverted(null);
          onChange({ ...DEFAULT_MESSAGE_QUERY, type: query.type });
        }}
      >
        {t('messages.filter.clear')}
      </Button>
    </section>
  );
}
