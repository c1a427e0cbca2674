import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  type MessageBarIntent,
} from '@fluentui/react-components';
import { ArrowUndo16Regular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useIntl, useT } from '../../components/intl';
import type { AppIntl } from '../../i18n/intl';
import {
  type PlannerNotice,
  selectCanUndoPlan,
  selectPlannerNotice,
  selectUndoingPlan,
  type stockpilePlannerMachine,
} from '../../machines/stockpile-planner/stockpile-planner.machine';
import { formatBeijingDateTime } from './desk-format';

type Translate = (id: string, values?: Record<string, string | number>) => string;

/** The planner's outcome in words. */
function plannerNoticeText(notice: PlannerNotice, t: Translate, intl: AppIntl): string {
  switch (notice.kind) {
    case 'applied':
      return t('desk.notice.applied', {
        count: notice.count,
        first: notice.first ? formatBeijingDateTime(intl, notice.first) : '',
        last: notice.last ? formatBeijingDateTime(intl, notice.last) : '',
      });
    case 'undone': {
      const parts = [t('desk.notice.undone', { count: notice.count })];
      if (notice.skipped > 0) parts.push(t('desk.notice.undoneSkipped', { count: notice.skipped }));
      return parts.join(' ');
    }
    case 'undoRefused':
      return t(notice.reasonId, { count: notice.changed });
    case 'failed':
      return t(notice.reasonId);
  }
}

const INTENT: Record<PlannerNotice['kind'], MessageBarIntent> = {
  applied: 'success',
  undone: 'success',
  undoRefused: 'warning',
  failed: 'error',
};

/**
 * The result of a preview, an apply or an undo. An applied plan offers
 * 'Undo' (the server keeps it for 24 hours), as the chapter list's bulk
 * schedule does; after a refused undo, 'Undo the others' leaves the
 * chapters changed since.
 */
export function PlannerNoticeBar({
  planner,
}: {
  planner: ActorRefFrom<typeof stockpilePlannerMachine>;
}) {
  const t = useT();
  const intl = useIntl();
  const notice = useSelector(planner, selectPlannerNotice);
  const canUndo = useSelector(planner, selectCanUndoPlan);
  const undoing = useSelector(planner, selectUndoingPlan);
  if (!notice) return null;
  const conflict = notice.kind === 'undoRefused' && notice.changed > 0;
  const intent = INTENT[notice.kind];
  return (
    <MessageBar intent={intent} role={intent === 'success' ? 'status' : 'alert'} layout="multiline">
      <MessageBarBody>{plannerNoticeText(notice, t, intl)}</MessageBarBody>
      <MessageBarActions
        containerAction={
          <Button
            appearance="transparent"
            size="small"
            aria-label={t('desk.dismiss')}
            onClick={() => planner.send({ type: 'planner.dismissNotice' })}
          >
            ×
          </Button>
        }
      >
        {canUndo && (notice.kind === 'applied' || notice.kind === 'undoRefused') ? (
          <Button
            size="small"
            icon={<ArrowUndo16Regular />}
            disabled={undoing}
            onClick={() => planner.send({ type: 'planner.undo', skipChanged: conflict })}
          >
            {t(conflict ? 'desk.undo.skipChanged' : 'desk.undo')}
          </Button>
        ) : null}
      </MessageBarActions>
    </MessageBar>
  );
}
