import {
  Body1,
  Button,
  Field,
  Input,
  Radio,
  RadioGroup,
  Spinner,
  Subtitle2,
} from '@fluentui/react-components';
import { Add16Regular, Dismiss16Regular, Eye20Regular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { DateField, TimeField } from '../../components/date-field';
import { useT } from '../../components/intl';
import { Surface, SurfaceHeader } from '../../components/surface';
import {
  MAX_PLAN_COUNT,
  MAX_TIMES,
  selectPreviewing,
  selectProblems,
  selectSettings,
  selectStockpile,
  type stockpilePlannerMachine,
} from '../../machines/stockpile-planner/stockpile-planner.machine';
import { useDeskStyles } from './desk-styles';
import { PlanPreview } from './plan-preview';
import { PlannerNoticeBar } from './planner-notice';

/** Props of {@link PlanForm}. */
export interface PlanFormProps {
  readonly planner: ActorRefFrom<typeof stockpilePlannerMachine>;
}

/** The next time to offer: six hours after the last one, within the day. */
function nextTime(times: readonly string[]): string {
  const last = [...times].sort().at(-1);
  if (!last) return '12:00';
  const [h = 12, m = 0] = last.split(':').map(Number);
  const hour = Math.min(23, h + 6);
  return `${String(hour).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/**
 * Schedule the stockpile in one action: from a date, at Beijing times a day
 * (one chapter each), the first N finished drafts or all of them; a preview
 * first, then 'Schedule N chapters' applies exactly what it shows.
 */
export function PlanForm({ planner }: PlanFormProps) {
  const styles = useDeskStyles();
  const t = useT();
  const settings = useSelector(planner, selectSettings);
  const problems = useSelector(planner, selectProblems);
  const stockpile = useSelector(planner, selectStockpile);
  const previewing = useSelector(planner, selectPreviewing);
  // What is typed in the count box, kept while 'all' is chosen.
  const [typedCount, setTypedCount] = useState('');

  if (!settings || !stockpile) return null;
  const times = settings.times;
  const setTimes = (next: readonly string[]) =>
    planner.send({ type: 'planner.setTimes', times: next });
  const countMode = settings.count === null ? 'all' : 'first';

  return (
    <Surface className={styles.panel} aria-labelledby="desk-plan-heading">
      <SurfaceHeader
        header={
          <Subtitle2 as="h2" id="desk-plan-heading">
            {t('desk.plan.title')}
          </Subtitle2>
        }
      />
      <Body1 className={styles.muted}>{t('desk.plan.intro')}</Body1>
      <form
        noValidate
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          planner.send({ type: 'planner.preview' });
        }}
      >
        <DateField
          label={t('desk.plan.start')}
          validationMessage={problems.startDate ? t(problems.startDate) : undefined}
          value={settings.startDate}
          onChange={(date) => planner.send({ type: 'planner.setStart', date })}
        />
        <fieldset className={styles.form} style={{ border: 'none', margin: 0, padding: 0 }}>
          <legend>
            <Body1>{t('desk.plan.times')}</Body1>
          </legend>
          <ul className={styles.times}>
            {times.map((time, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the times are edited in place by position
              <li key={index} className={styles.time}>
                <TimeField
                  className={styles.timeInput}
                  value={time}
                  aria-label={t('desk.plan.time', { n: index + 1 })}
                  onChange={(next) => setTimes(times.map((old, i) => (i === index ? next : old)))}
                />
                {times.length > 1 ? (
                  <Button
                    appearance="subtle"
                    size="small"
                    icon={<Dismiss16Regular />}
                    aria-label={t('desk.plan.removeTime', { n: index + 1 })}
                    onClick={() => setTimes(times.filter((_, i) => i !== index))}
                  />
                ) : null}
              </li>
            ))}
            <li>
              <Button
                size="small"
                icon={<Add16Regular />}
                disabled={times.length >= MAX_TIMES}
                onClick={() => setTimes([...times, nextTime(times)])}
              >
                {t('desk.plan.addTime')}
              </Button>
            </li>
          </ul>
          <Body1
            className={problems.times ? styles.warning : styles.muted}
            role={problems.times ? 'alert' : undefined}
          >
            {problems.times ? t(problems.times) : t('desk.plan.timesHint', { count: times.length })}
          </Body1>
        </fieldset>
        <Field
          label={t('desk.plan.count')}
          validationState={problems.count ? 'error' : 'none'}
          validationMessage={problems.count ? t(problems.count) : undefined}
        >
          <RadioGroup
            value={countMode}
            onChange={(_, data) => {
              if (data.value === 'all') planner.send({ type: 'planner.setCount', count: null });
              else {
                const n = Number(
                  typedCount || Math.min(stockpile.drafts.count || 1, MAX_PLAN_COUNT),
                );
                setTypedCount(String(n));
                planner.send({ type: 'planner.setCount', count: n });
              }
            }}
          >
            <Radio
              value="all"
              label={t('desk.plan.count.all', { count: stockpile.drafts.count })}
            />
            <div className={styles.countRow}>
              <Radio value="first" label={t('desk.plan.count.first')} />
              <Input
                className={styles.countInput}
                type="number"
                min={1}
                max={MAX_PLAN_COUNT}
                value={settings.count === null ? typedCount : String(settings.count)}
                aria-label={t('desk.plan.count.number')}
                onChange={(_, data) => {
                  setTypedCount(data.value);
                  planner.send({
                    type: 'planner.setCount',
                    count: data.value === '' ? 0 : Number(data.value),
                  });
                }}
              />
            </div>
          </RadioGroup>
        </Field>
        <div className={styles.buttons}>
          <Button type="submit" icon={<Eye20Regular />} disabledFocusable={previewing}>
            {t('desk.plan.preview')}
          </Button>
          {previewing ? <Spinner size="tiny" label={t('desk.plan.previewing')} /> : null}
        </div>
      </form>
      <PlannerNoticeBar planner={planner} />
      <PlanPreview planner={planner} />
    </Surface>
  );
}
