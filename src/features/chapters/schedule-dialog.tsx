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
  Text,
  tokens,
} from '@fluentui/react-components';
import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { DateTimeField } from '../../components/date-field';
import { useIntl, useT } from '../../components/intl';
import { Dialog } from '../../components/surfaces';
import { zoneLabel } from '../../components/zone-label';
import { formatDateTime } from '../../i18n/intl';
import {
  type ChapterAction,
  type chapterListMachine,
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

/** Tomorrow at 20:00 local time, as a datetime-local value. */
function defaultStart(): string {
  const at = new Date();
  at.setDate(at.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T20:00`;
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
 * beside it), an interval apart in reading order, with the times it comes to
 * and the earlier chapters it would go out before, shown before saving.
 */
export function ScheduleDialog({ open, list, onCancel, onSchedule }: ScheduleDialogProps) {
  const styles = useStyles();
  const t = useT();
  const intl = useIntl();
  const selection = useSelector(list, selectSelection, shallowEqual);
  const pages = useSelector(list, selectPages);
  const [start, setStart] = useState(defaultStart);
  const [interval, setIntervalMinutes] = useState<number>(DEFAULT_INTERVAL);
  const startAt = new Date(start).getTime();
  const valid = !Number.isNaN(startAt);
  const count = Object.keys(selection).length;

  const times = useMemo(
    () => (valid && open ? plannedTimes(selection, startAt, interval) : []),
    [selection, startAt, interval, valid, open],
  );
  const clashes = useMemo(
    () => (valid && open ? foreseenClashes(pages, selection, startAt, interval) : []),
    [pages, selection, startAt, interval, valid, open],
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
              disabled={!valid}
              onClick={() =>
                onSchedule({
                  kind: 'schedule',
                  publishAt: new Date(startAt).toISOString(),
                  ...(count > 1 && interval > 0 ? { intervalMinutes: interval } : {}),
                })
              }
            >
              {t('chapters.schedule.confirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
