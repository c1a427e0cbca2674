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
import { useT } from '../../components/intl';
import {
  type ChapterListNotice,
  type chapterListMachine,
  selectCanUndo,
  selectNotice,
  selectUndoing,
  type UndoConflictReason,
} from '../../machines/chapter-list/chapter-list.machine';

const UNDO_REASON_IDS: Record<UndoConflictReason, string> = {
  changed: 'chapters.undo.reason.changed',
  publish_time_passed: 'chapters.undo.reason.publishTimePassed',
  position_taken: 'chapters.undo.reason.positionTaken',
};

type Translate = (id: string, values?: Record<string, string | number>) => string;

/** The outcome of the last action (or of its undo), in words. */
function noticeText(notice: ChapterListNotice, t: Translate): string {
  switch (notice.kind) {
    case 'done':
      return t(`chapters.done.${notice.action}`, { count: notice.count });
    case 'undone': {
      const parts = [t('chapters.undone', { count: notice.count })];
      if (notice.skipped > 0) parts.push(t('chapters.undone.skipped', { count: notice.skipped }));
      return parts.join(' ');
    }
    case 'undoRefused': {
      const parts = [t(notice.reasonId, { count: notice.changed })];
      if (notice.reasons.length > 0) {
        const reasons = notice.reasons.map((r) => t(UNDO_REASON_IDS[r]));
        parts.push(
          t('chapters.undo.reasons', { reasons: reasons.join(t('chapters.undo.joiner')) }),
        );
      }
      return parts.join(' ');
    }
    default: {
      const parts = [t(notice.reasonId)];
      if (notice.kind === 'refused' && notice.titles.length > 0) {
        parts.push(t('chapters.refused.titles', { titles: notice.titles.join('、') }));
      }
      if (notice.done > 0) parts.push(t('chapters.refused.partly', { count: notice.done }));
      return parts.join(' ');
    }
  }
}

const INTENT: Record<ChapterListNotice['kind'], MessageBarIntent> = {
  done: 'success',
  undone: 'success',
  refused: 'warning',
  undoRefused: 'warning',
  failed: 'error',
};

/**
 * The result of a bulk action under the action bar, with 'Undo' for a trash,
 * move or schedule (the server keeps the undo for 24 hours). A refused undo
 * says why; when some chapters changed since, 'Undo the others' puts back
 * the ones that did not.
 */
export function ActionNotice({ list }: { list: ActorRefFrom<typeof chapterListMachine> }) {
  const t = useT();
  const notice = useSelector(list, selectNotice);
  const canUndo = useSelector(list, selectCanUndo);
  const undoing = useSelector(list, selectUndoing);
  if (!notice) return null;
  const conflict = notice.kind === 'undoRefused' && notice.changed > 0;
  const undo = (skipChanged: boolean) => list.send({ type: 'chapters.undo', skipChanged });
  return (
    <MessageBar
      intent={INTENT[notice.kind]}
      role={INTENT[notice.kind] === 'success' ? 'status' : 'alert'}
      layout="multiline"
    >
      <MessageBarBody>{noticeText(notice, t)}</MessageBarBody>
      <MessageBarActions
        containerAction={
          <Button
            appearance="transparent"
            size="small"
            aria-label={t('chapters.dismiss')}
            onClick={() => list.send({ type: 'chapters.dismissNotice' })}
          >
            ×
          </Button>
        }
      >
        {canUndo ? (
          <Button
            size="small"
            icon={<ArrowUndo16Regular />}
            disabled={undoing}
            onClick={() => undo(conflict)}
          >
            {t(conflict ? 'chapters.undo.skipChanged' : 'chapters.undo')}
          </Button>
        ) : null}
      </MessageBarActions>
    </MessageBar>
  );
}
