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
import { Eye20Regular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { DateField } from '../../components/date-field';
import { useT } from '../../components/intl';
import { Surface, SurfaceHeader } from '../../components/surface';
import { TimesOfDayField } from '../../components/times-of-day-field';
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
        <TimesOfDayField
          legend={t('desk.plan.times')}
          times={times}
          onChange={setTimes}
          max={MAX_TIMES}
          problem={problems.times ? t(problems.times) : undefined}
        />
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
