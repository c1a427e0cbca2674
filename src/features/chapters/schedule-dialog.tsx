import {
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  makeStyles,
  Option,
  Radio,
  RadioGroup,
  Text,
  tokens,
} from '@fluentui/react-components';
import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { DateField, DateTimeField } from '../../components/date-field';
import { useIntl, useT } from '../../components/intl';
import { Dialog } from '../../components/surfaces';
import { TimesOfDayField } from '../../components/times-of-day-field';
import { zoneLabel } from '../../components/zone-label';
import { formatDateTime } from '../../i18n/intl';
import { toLocalDayValue } from '../../lib/time-zone';
import {
  type ChapterAction,
  cadenceOf,
  type chapterListMachine,
  dailySchedule,
  foreseenClashes,
  plannedTimes,
  selectPages,
  selectSelection,
} from '../../machines/chapter-list/chapter-list.machine';
import { ClashWarning } from './clash-warning';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
});

/** Intervals offered between chapters, in minutes; 0 sends them all at the start. */
const INTERVALS = [0, 10, 30, 60, 120, 720, 1440] as const;
/** An author who publishes daily schedules one chapter a day. */
const DEFAULT_INTERVAL = 1440;
/** Times the preview lists before "... the last at". */
const PREVIEWED = 5;
/** Times of day a schedule takes at most, as the server does. */
const MAX_DAILY_TIMES = 12;
/** The author's own clock, which the times of day are read on. */
const authorTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

type Spacing = 'interval' | 'daily';

/** Tomorrow, local time, as a date value. */
function tomorrow(): string {
  const at = new Date();
  at.setDate(at.getDate() + 1);
  return toLocalDayValue(at);
}

/** Props of {@link ScheduleDialog}. */
export interface ScheduleDialogProps {
  readonly open: boolean;
  readonly list: ActorRefFrom<typeof chapterListMachine>;
  readonly onCancel: () => void;
  readonly onSchedule: (action: ChapterAction) => void;
}

/**
 * Schedules the selection from a start time in the author's time zone (named
 * beside it), an interval apart or at set times each day, in reading order,
 * with the times it comes to and the earlier chapters it would go out
 * before, shown before saving.
 */
export function ScheduleDialog({ open, list, onCancel, onSchedule }: ScheduleDialogProps) {
  const styles = useStyles();
  const t = useT();
  const intl = useIntl();
  const selection = useSelector(list, selectSelection, shallowEqual);
  const pages = useSelector(list, selectPages);
  const [start, setStart] = useState(() => `${tomorrow()}T20:00`);
  const [interval, setIntervalMinutes] = useState<number>(DEFAULT_INTERVAL);
  const [spacing, setSpacing] = useState<Spacing>('interval');
  const [firstDay, setFirstDay] = useState(tomorrow);
  const [dailyTimes, setDailyTimes] = useState<readonly string[]>(['20:00']);
  const count = Object.keys(selection).length;
  const daily = spacing === 'daily' && count > 1;

  // The action the form stands for; null while it is not complete.
  const action = useMemo((): Extract<ChapterAction, { kind: 'schedule' }> | null => {
    if (daily) return dailySchedule(firstDay, dailyTimes, authorTimeZone(), Date.now());
    const startAt = new Date(start).getTime();
    if (Number.isNaN(startAt)) return null;
    return {
      kind: 'schedule',
      publishAt: new Date(startAt).toISOString(),
      ...(count > 1 && interval > 0 ? { intervalMinutes: interval } : {}),
    };
  }, [daily, firstDay, dailyTimes, start, count, interval]);

  const times = useMemo(
    () =>
      action && open
        ? plannedTimes(selection, Date.parse(action.publishAt), cadenceOf(action))
        : [],
    [selection, action, open],
  );
  const clashes = useMemo(
    () =>
      action && open
        ? foreseenClashes(pages, selection, Date.parse(action.publishAt), cadenceOf(action))
        : [],
    [pages, selection, action, open],
  );
  const intervalLabel = (minutes: number) => {
    if (minutes === 0) return t('chapters.schedule.interval.none');
    if (minutes % 1440 === 0)
      return t('chapters.schedule.interval.days', { count: minutes / 1440 });
    if (minutes % 60 === 0) return t('chapters.schedule.interval.hours', { count: minutes / 60 });
    return t('chapters.schedule.interval.minutes', { count: minutes });
  };
  const previewed = times.length > PREVIEWED + 1 ? times.slice(0, PREVIEWED) : times;

  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('chapters.schedule.title', { count })}</DialogTitle>
          <DialogContent className={styles.form}>
            {count > 1 ? (
              <Field label={t('chapters.schedule.spacing')}>
                <RadioGroup
                  layout="horizontal"
                  value={spacing}
                  onChange={(_, data) => setSpacing(data.value as Spacing)}
                >
                  <Radio value="interval" label={t('chapters.schedule.spacing.interval')} />
                  <Radio value="daily" label={t('chapters.schedule.spacing.daily')} />
                </RadioGroup>
              </Field>
            ) : null}
            {daily ? (
              <>
                <DateField
                  label={t('chapters.schedule.firstDay')}
                  value={firstDay}
                  onChange={setFirstDay}
                />
                <TimesOfDayField
                  legend={t('chapters.schedule.dailyTimes', { zone: zoneLabel(intl) })}
                  times={dailyTimes}
                  onChange={setDailyTimes}
                  max={MAX_DAILY_TIMES}
                />
                <Text size={200}>{t('chapters.schedule.dailyHint')}</Text>
              </>
            ) : (
              <>
                <DateTimeField
                  label={t('chapters.schedule.startAt', { zone: zoneLabel(intl) })}
                  hint={t('chapters.schedule.hint')}
                  value={start}
                  onChange={setStart}
                />
                {count > 1 ? (
                  <Field label={t('chapters.schedule.interval')}>
                    <Dropdown
                      value={intervalLabel(interval)}
                      selectedOptions={[String(interval)]}
                      onOptionSelect={(_, d) => setIntervalMinutes(Number(d.optionValue))}
                    >
                      {INTERVALS.map((minutes) => (
                        <Option key={minutes} value={String(minutes)}>
                          {intervalLabel(minutes)}
                        </Option>
                      ))}
                    </Dropdown>
                  </Field>
                ) : null}
              </>
            )}
            {times.length > 0 ? (
              <div>
                <Text weight="semibold">{t('chapters.schedule.preview')}</Text>
                <ul className={styles.list}>
                  {previewed.map(({ id, chapter, at }) => (
                    <li key={id}>
                      {t('chapters.schedule.previewRow', {
                        no: chapter.chapter_no,
                        title: chapter.title,
                        time: formatDateTime(intl, at),
                      })}
                    </li>
                  ))}
                </ul>
                {previewed.length < times.length ? (
                  <Text>
                    {t('chapters.schedule.previewLast', {
                      count: times.length - previewed.length,
                      time: formatDateTime(intl, times.at(-1)!.at),
                    })}
                  </Text>
                ) : null}
              </div>
            ) : null}
            <ClashWarning clashes={clashes} />
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onCancel}>
              {t('chapters.cancel')}
            </Button>
            <Button
              appearance="primary"
              disabled={!action}
              onClick={() => action && onSchedule(action)}
            >
              {t('chapters.schedule.confirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
