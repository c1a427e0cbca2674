/**
 * Date and time fields in the page's language, not the browser's.
 *
 * Native `<input type="date|time|datetime-local">` draw their text and their
 * picker in the browser's language and order, so an author with a Chinese
 * browser on the English page (or the reverse) met the other language in the
 * middle of a form. Fluent's own Calendar (@fluentui/react-calendar-compat
 * 0.4, under react-datepicker-compat 0.6) was tried as the month and left:
 * it names every day "1, December, 2026" whatever the language (the order
 * is fixed in its day cell), and closing it after a pick or Escape left the
 * page aria-hidden in our end-to-end tests, modal or not. So these are a
 * text box written and read in the page's language (src/lib/date-text.ts:
 * either language or ISO is understood when typed) plus, for days, a small
 * month to pick from (./date-field-calendar.tsx).
 *
 * The values are the strings the native inputs gave the screens — `YYYY-MM-DD`,
 * `HH:mm`, `YYYY-MM-DDTHH:mm` — and, as there, '' while the text is empty or
 * not a date, so machines and URL queries are unchanged. Text that is not a
 * date says why once the author leaves the box (never a silently different
 * date).
 */
import { Field, Input, makeStyles } from '@fluentui/react-components';
import { useState } from 'react';
import {
  type DateTextProblem,
  type DateTextResult,
  formatDateText,
  formatDateTimeText,
  formatTimeText,
  parseDateText,
  parseDateTimeText,
  parseTimeText,
} from '../lib/date-text';
import { toLocalDayValue } from '../lib/time-zone';
import { DayPicker } from './date-field-calendar';
import { useLocale, useT } from './intl';

type Kind = 'date' | 'time' | 'dateTime';

const useStyles = makeStyles({
  // As wide as its field and no wider: a text box's own width would push a
  // narrow field (a filter row at 390 px) past the screen's edge.
  input: { width: '100%', minWidth: 0 },
  text: { minWidth: 0 },
});

const todayValue = () => toLocalDayValue(new Date());

/** The time a day picked for a date and time gets when none is chosen yet: the usual evening update. */
const DEFAULT_TIME = '20:00';

const KINDS: Record<
  Kind,
  {
    parse(text: string): DateTextResult;
    format(value: string, locale: string): string;
    example(): string;
  }
> = {
  date: { parse: parseDateText, format: formatDateText, example: todayValue },
  time: { parse: parseTimeText, format: formatTimeText, example: () => DEFAULT_TIME },
  dateTime: {
    parse: parseDateTimeText,
    format: formatDateTimeText,
    example: () => `${todayValue()}T${DEFAULT_TIME}`,
  },
};

/** Props of {@link DateField}, {@link TimeField} and {@link DateTimeField}. */
export interface DateFieldProps {
  /** `YYYY-MM-DD`, `HH:mm` or `YYYY-MM-DDTHH:mm` by the field; '' for none. */
  readonly value: string;
  /** Called with each new value: a complete one, or '' when the text is empty or not a date. */
  onChange(value: string): void;
  /** The visible label; without one, give `aria-label`. */
  readonly label?: string;
  readonly 'aria-label'?: string;
  readonly hint?: string;
  /** The screen's own complaint (a past time, a range too long), shown when the text itself is fine. */
  readonly validationMessage?: string;
  /** On the field (width, place in a row). */
  readonly className?: string;
}

function TypedField({ kind, ...props }: DateFieldProps & { readonly kind: Kind }) {
  const { value, onChange, label, hint, validationMessage, className } = props;
  const styles = useStyles();
  const t = useT();
  const { locale } = useLocale();
  const { parse, format, example } = KINDS[kind];
  const [text, setText] = useState(() => format(value, locale));
  const [problem, setProblem] = useState<DateTextProblem | null>(null);
  // A complaint waits until the author leaves the box: half a date is not wrong yet.
  const [left, setLeft] = useState(false);
  // The value the text stands for: the last one sent, or one from outside.
  const [committed, setCommitted] = useState(value);
  // A new value from outside (a reset, the URL) or a language switch writes
  // the text again, but never over a text the author is still correcting.
  // The echo of a value sent from here is not new: a parent that answers a
  // render late (a URL change) must not undo what is being typed.
  const [seen, setSeen] = useState({ value, locale });
  if (seen.value !== value || seen.locale !== locale) {
    setSeen({ value, locale });
    if (value !== committed) {
      setCommitted(value);
      setText(format(value, locale));
      setProblem(null);
    } else if (seen.locale !== locale && problem === null) {
      setText(format(committed, locale));
    }
  }

  const read = (typed: string) => {
    setText(typed);
    const result: DateTextResult = typed.trim() === '' ? { ok: true, value: '' } : parse(typed);
    const next = result.ok ? result.value : '';
    setProblem(result.ok ? null : result.problem);
    setCommitted(next);
    if (next !== value) onChange(next);
  };
  const pick = (next: string) => {
    setText(format(next, locale));
    setProblem(null);
    setCommitted(next);
    if (next !== value) onChange(next);
  };
  // Leaving the box (or Enter) writes a good date the page's way and shows what is wrong.
  const settle = () => {
    setLeft(true);
    if (problem === null) setText(format(committed, locale));
  };

  const sample = example();
  const ownMessage =
    left && problem
      ? problem === 'format'
        ? t(`dateField.error.format.${kind}`, {
            example: format(sample, locale),
            iso: kind === 'dateTime' ? sample.replace('T', ' ') : sample,
          })
        : t(`dateField.error.${problem}`)
      : undefined;
  const message = ownMessage ?? validationMessage;
  const name = label ?? props['aria-label'] ?? '';

  return (
    <Field
      className={className}
      label={label}
      hint={message ? undefined : hint}
      validationState={message ? 'error' : 'none'}
      validationMessage={message}
    >
      <Input
        className={styles.input}
        input={{ className: styles.text }}
        value={text}
        autoComplete="off"
        aria-label={label ? undefined : props['aria-label']}
        placeholder={t('dateField.placeholder', { example: format(sample, locale) })}
        onChange={(_, data) => read(data.value)}
        onBlur={settle}
        onKeyDown={(event) => {
          if (event.key === 'Enter') settle();
        }}
        contentAfter={
          kind === 'time' ? undefined : (
            <DayPicker
              value={kind === 'date' ? committed : (committed.split('T')[0] ?? '')}
              fieldName={name}
              onPick={(day) =>
                pick(kind === 'date' ? day : `${day}T${committed.split('T')[1] || DEFAULT_TIME}`)
              }
            />
          )
        }
      />
    </Field>
  );
}

/** A day, `YYYY-MM-DD`: 2026年11月28日 on the Chinese page, Nov 28, 2026 on the English one. */
export function DateField(props: DateFieldProps) {
  return <TypedField kind="date" {...props} />;
}

/** A time of day, `HH:mm`: 20:00 on the Chinese page, 8:00 PM on the English one. */
export function TimeField(props: DateFieldProps) {
  return <TypedField kind="time" {...props} />;
}

/** A day and time, the datetime-local `YYYY-MM-DDTHH:mm`, in the author's own time zone. */
export function DateTimeField(props: DateFieldProps) {
  return <TypedField kind="dateTime" {...props} />;
}
