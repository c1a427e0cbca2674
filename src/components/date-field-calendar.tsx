/**
 * The month the date fields open to pick a day with the pointer or the
 * keyboard, written in the page's language (src/components/date-field.tsx
 * says why it is ours and not the browser's picker).
 */
import {
  Button,
  makeStyles,
  mergeClasses,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Text,
  tokens,
} from '@fluentui/react-components';
import {
  CalendarLtr20Regular,
  ChevronLeft20Regular,
  ChevronRight20Regular,
} from '@fluentui/react-icons';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { formatDateText } from '../lib/date-text';
import { toLocalDayValue } from '../lib/time-zone';
import { useLocale, useT } from './intl';
import { useReturnFocus } from './use-return-focus';

const useStyles = makeStyles({
  surface: { padding: tokens.spacingHorizontalS },
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    marginBottom: tokens.spacingVerticalXS,
  },
  grid: { borderCollapse: 'collapse' },
  weekday: {
    width: '36px',
    height: '28px',
    fontWeight: tokens.fontWeightRegular,
    color: tokens.colorNeutralForeground2,
  },
  cell: { padding: 0, textAlign: 'center' },
  day: { minWidth: '36px', width: '36px', height: '36px', padding: 0 },
  otherMonth: { color: tokens.colorNeutralForeground3 },
  today: { textDecorationLine: 'underline' },
});

const pad = (n: number) => String(n).padStart(2, '0');

/** A day as a `YYYY-MM-DD` value; the date is read in UTC so no zone moves it. */
const isoOf = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

function dayOf(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match
    ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
    : null;
}

const todayValue = () => toLocalDayValue(new Date());

const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/** The same day `months` later, or the month's last day when it has fewer. */
function addMonths(date: Date, months: number): Date {
  const first = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
  return new Date(
    Date.UTC(
      first.getUTCFullYear(),
      first.getUTCMonth(),
      Math.min(date.getUTCDate(), last.getUTCDate()),
    ),
  );
}

/** Chinese calendars start the week on Monday, American ones on Sunday. */
const firstWeekday = (locale: string) => (locale.startsWith('zh') ? 1 : 0);

/** Six weeks from the start of the week holding the month's first day. */
function weeksOf(month: Date, locale: string): Date[][] {
  const first = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), 1));
  const start = addDays(first, -((first.getUTCDay() - firstWeekday(locale) + 7) % 7));
  return Array.from({ length: 6 }, (_, week) =>
    Array.from({ length: 7 }, (_, day) => addDays(start, week * 7 + day)),
  );
}

/** Props of {@link DayPicker}. */
export interface DayPickerProps {
  /** The chosen day (`YYYY-MM-DD`), or '' to open on today. */
  readonly value: string;
  /** The field's name, so each picker's button says which field it fills. */
  readonly fieldName: string;
  readonly disabled?: boolean;
  onPick(value: string): void;
}

/**
 * A button opening a month of days. Arrows move a day or a week, Page Up and
 * Page Down a month, Home and End to the month's ends, Enter picks, Escape
 * closes; focus goes back to the button either way.
 */
export function DayPicker({ value, fieldName, disabled, onPick }: DayPickerProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  useReturnFocus(open);
  const label = t('dateField.calendar.open', { field: fieldName });
  return (
    <Popover
      open={open}
      onOpenChange={(_, data) => setOpen(data.open)}
      trapFocus
      // The month focuses the chosen day itself, not the first button.
      unstable_disableAutoFocus
      positioning="below-end"
    >
      <PopoverTrigger disableButtonEnhancement>
        <Button
          appearance="transparent"
          size="small"
          icon={<CalendarLtr20Regular />}
          aria-label={label}
          title={label}
          disabled={disabled}
        />
      </PopoverTrigger>
      <PopoverSurface aria-label={label}>
        <Month
          value={value}
          onPick={(picked) => {
            onPick(picked);
            setOpen(false);
          }}
        />
      </PopoverSurface>
    </Popover>
  );
}

function Month({ value, onPick }: { value: string; onPick(value: string): void }) {
  const styles = useStyles();
  const t = useT();
  const { locale } = useLocale();
  const [active, setActive] = useState(() => dayOf(value) ?? (dayOf(todayValue()) as Date));
  const activeButton = useRef<HTMLButtonElement>(null);
  // Focus follows the active day: on opening, and as the keys move it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves when the active day does
  useEffect(() => activeButton.current?.focus(), [active]);

  const monthTitle = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(active);
  const weekdayName = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const weeks = weeksOf(active, locale);
  const today = todayValue();

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, () => Date> = {
      ArrowLeft: () => addDays(active, -1),
      ArrowRight: () => addDays(active, 1),
      ArrowUp: () => addDays(active, -7),
      ArrowDown: () => addDays(active, 7),
      PageUp: () => addMonths(active, -1),
      PageDown: () => addMonths(active, 1),
      Home: () => new Date(Date.UTC(active.getUTCFullYear(), active.getUTCMonth(), 1)),
      End: () => new Date(Date.UTC(active.getUTCFullYear(), active.getUTCMonth() + 1, 0)),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setActive(move());
  };

  return (
    <div className={styles.surface}>
      <div className={styles.header}>
        <Button
          appearance="subtle"
          size="small"
          icon={<ChevronLeft20Regular />}
          aria-label={t('dateField.calendar.previous')}
          onClick={() => setActive(addMonths(active, -1))}
        />
        <Text weight="semibold" aria-live="polite">
          {monthTitle}
        </Text>
        <Button
          appearance="subtle"
          size="small"
          icon={<ChevronRight20Regular />}
          aria-label={t('dateField.calendar.next')}
          onClick={() => setActive(addMonths(active, 1))}
        />
      </div>
      <table className={styles.grid} aria-label={monthTitle}>
        <thead>
          <tr>
            {(weeks[0] ?? []).map((day) => (
              <th key={day.getUTCDay()} scope="col" className={styles.weekday}>
                {weekdayName.format(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={isoOf(week[0] as Date)}>
              {week.map((day) => {
                const iso = isoOf(day);
                const isActive = iso === isoOf(active);
                return (
                  <td key={iso} className={styles.cell}>
                    <Button
                      ref={isActive ? activeButton : undefined}
                      appearance={iso === value ? 'primary' : 'subtle'}
                      size="small"
                      tabIndex={isActive ? 0 : -1}
                      aria-label={formatDateText(iso, locale)}
                      aria-pressed={iso === value}
                      aria-current={iso === today ? 'date' : undefined}
                      onKeyDown={onKeyDown}
                      className={mergeClasses(
                        styles.day,
                        day.getUTCMonth() !== active.getUTCMonth() && styles.otherMonth,
                        iso === today && styles.today,
                      )}
                      onClick={() => onPick(iso)}
                    >
                      {day.getUTCDate()}
                    </Button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
