/** The inbox's filters: kind, book, chapter range, read state, answered, keyword; applied together. */
import { Button, Field, Input, makeStyles, Select, tokens } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useT } from '../../components/intl';
import type {
  InboxFilters,
  ReaderCommentKind,
} from '../../machines/reader-inbox/reader-inbox.machine';

const useStyles = makeStyles({
  form: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
  },
  // Fluent's inputs keep an intrinsic width that pushed the last column past the page.
  control: { minWidth: 0 },
});

const KINDS: readonly ReaderCommentKind[] = ['book', 'chapter', 'paragraph'];

function triState(value: boolean | undefined): string {
  return value === undefined ? '' : value ? 'yes' : 'no';
}
function fromTriState(value: string): boolean | undefined {
  return value === '' ? undefined : value === 'yes';
}
function toNumber(value: string): number | undefined {
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

export interface ReaderFiltersProps {
  filters: InboxFilters;
  books: readonly { id: string; title: string }[];
  disabled: boolean;
  onApply: (filters: InboxFilters) => void;
}

export function ReaderFilters({ filters, books, disabled, onApply }: ReaderFiltersProps) {
  const styles = useStyles();
  const t = useT();
  const [kind, setKind] = useState<string>(filters.kind ?? '');
  const [bookId, setBookId] = useState(filters.bookId ?? '');
  const [from, setFrom] = useState(filters.chapterFrom ? String(filters.chapterFrom) : '');
  const [to, setTo] = useState(filters.chapterTo ? String(filters.chapterTo) : '');
  const [unread, setUnread] = useState(triState(filters.unread));
  const [answered, setAnswered] = useState(triState(filters.answered));
  const [keyword, setKeyword] = useState(filters.keyword ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      kind: KINDS.find((k) => k === kind),
      bookId: bookId || undefined,
      // A chapter range means chapters of one book.
      chapterFrom: bookId ? toNumber(from) : undefined,
      chapterTo: bookId ? toNumber(to) : undefined,
      unread: fromTriState(unread),
      answered: fromTriState(answered),
      keyword: keyword.trim() || undefined,
    });
  };
  return (
    <form noValidate className={styles.form} onSubmit={submit} aria-label={t('readers.filters')}>
      <Field label={t('readers.filter.kind')}>
        <Select value={kind} onChange={(_, d) => setKind(d.value)}>
          <option value="">{t('readers.filter.all')}</option>
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`readers.kind.${k}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('readers.filter.book')}>
        <Select value={bookId} onChange={(_, d) => setBookId(d.value)}>
          <option value="">{t('readers.filter.allBooks')}</option>
          {books.map((b) => (
            <option key={b.id} value={b.id}>
              {b.title}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('readers.filter.chapterFrom')}>
        <Input
          type="number"
          min={1}
          className={styles.control}
          value={from}
          disabled={!bookId}
          // Which book's numbers: the range waits for a book.
          placeholder={bookId ? undefined : t('readers.filter.rangeHint')}
          onChange={(_, d) => setFrom(d.value)}
        />
      </Field>
      <Field label={t('readers.filter.chapterTo')}>
        <Input
          type="number"
          min={1}
          className={styles.control}
          value={to}
          disabled={!bookId}
          // Which book's numbers: the range waits for a book.
          placeholder={bookId ? undefined : t('readers.filter.rangeHint')}
          onChange={(_, d) => setTo(d.value)}
        />
      </Field>
      <Field label={t('readers.filter.read')}>
        <Select value={unread} onChange={(_, d) => setUnread(d.value)}>
          <option value="">{t('readers.filter.all')}</option>
          <option value="yes">{t('readers.filter.unread')}</option>
          <option value="no">{t('readers.filter.readOnly')}</option>
        </Select>
      </Field>
      <Field label={t('readers.filter.answered')}>
        <Select value={answered} onChange={(_, d) => setAnswered(d.value)}>
          <option value="">{t('readers.filter.all')}</option>
          <option value="yes">{t('readers.filter.answeredYes')}</option>
          <option value="no">{t('readers.filter.answeredNo')}</option>
        </Select>
      </Field>
      <Field label={t('readers.filter.keyword')}>
        <Input
          className={styles.control}
          value={keyword}
          maxLength={50}
          onChange={(_, d) => setKeyword(d.value)}
        />
      </Field>
      <Button type="submit" appearance="primary" disabledFocusable={disabled}>
        {t('readers.filter.apply')}
      </Button>
    </form>
  );
}
