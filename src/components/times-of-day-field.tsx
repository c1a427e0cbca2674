import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { Add16Regular, Dismiss16Regular } from '@fluentui/react-icons';
import { TimeField } from './date-field';
import { useT } from './intl';

const useStyles = makeStyles({
  group: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    border: 'none',
    margin: 0,
    padding: 0,
    minWidth: 0,
  },
  times: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  time: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
  timeInput: { width: '140px' },
  muted: { color: tokens.colorNeutralForeground3 },
  warning: { color: tokens.colorPaletteRedForeground1 },
});

/** Props of {@link TimesOfDayField}. */
export interface TimesOfDayFieldProps {
  /** What the times are for, with their clock ("Times a day (Beijing time)"). */
  readonly legend: string;
  /** `HH:mm` each; '' where the text is not a time yet. */
  readonly times: readonly string[];
  onChange(times: readonly string[]): void;
  /** How many times it takes at most. */
  readonly max: number;
  /** The screen's complaint about the times, shown in place of the hint. */
  readonly problem?: string;
}

/** The next time to offer: six hours after the last one, within the day. */
export function nextTime(times: readonly string[]): string {
  const last = [...times].filter(Boolean).sort().at(-1);
  if (!last) return '12:00';
  const [h = 12, m = 0] = last.split(':').map(Number);
  const hour = Math.min(23, h + 6);
  return `${String(hour).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/**
 * Clock times of day, one chapter each: a time field per time, one to
 * remove it, and one to add a time, with the chapters a day they come to.
 */
export function TimesOfDayField({ legend, times, onChange, max, problem }: TimesOfDayFieldProps) {
  const styles = useStyles();
  const t = useT();
  return (
    <fieldset className={styles.group}>
      <legend>
        <Body1>{legend}</Body1>
      </legend>
      <ul className={styles.times}>
        {times.map((time, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the times are edited in place by position
          <li key={index} className={styles.time}>
            <TimeField
              className={styles.timeInput}
              value={time}
              aria-label={t('timesOfDay.time', { n: index + 1 })}
              onChange={(next) => onChange(times.map((old, i) => (i === index ? next : old)))}
            />
            {times.length > 1 ? (
              <Button
                appearance="subtle"
                size="small"
                icon={<Dismiss16Regular />}
                aria-label={t('timesOfDay.remove', { n: index + 1 })}
                onClick={() => onChange(times.filter((_, i) => i !== index))}
              />
            ) : null}
          </li>
        ))}
        <li>
          <Button
            size="small"
            icon={<Add16Regular />}
            disabled={times.length >= max}
            onClick={() => onChange([...times, nextTime(times)])}
          >
            {t('timesOfDay.add')}
          </Button>
        </li>
      </ul>
      <Body1
        className={problem ? styles.warning : styles.muted}
        role={problem ? 'alert' : undefined}
      >
        {problem ?? t('timesOfDay.perDay', { count: times.length })}
      </Body1>
    </fieldset>
  );
}
