import {
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { formatDateTime } from '../i18n/intl';
import {
  type OrderChoice,
  type OrderRefusal,
  orderChoices,
  timeAfterEarlier,
} from '../machines/common/reading-order';
import { useIntl, useT } from './intl';
import { Dialog } from './surfaces';

const useStyles = makeStyles({
  list: {
    margin: `${tokens.spacingVerticalS} 0`,
    paddingInlineStart: tokens.spacingHorizontalXL,
    maxHeight: '40vh',
    overflowY: 'auto',
  },
  actions: { flexWrap: 'wrap' },
});

/** How many earlier chapters the dialog lists before "and N more". */
const SHOWN = 12;

/** Props of {@link OutOfOrderDialog}. */
export interface OutOfOrderDialogProps {
  /** The refusal to explain; the dialog is closed while null. */
  readonly refusal: OrderRefusal | null;
  /** True when the request was to publish now (the first choice then publishes, else schedules). */
  readonly now: boolean;
  readonly busy?: boolean;
  readonly onChoose: (choice: OrderChoice) => void;
  readonly onCancel: () => void;
}

/**
 * Explains that earlier chapters of the book are unpublished (drafts, or
 * scheduled later than the time asked), names them, and offers the ways out
 * the refusal allows (src/machines/common/reading-order.ts): publish them
 * first together, schedule after them, or publish anyway.
 */
export function OutOfOrderDialog({
  refusal,
  now,
  busy,
  onChoose,
  onCancel,
}: OutOfOrderDialogProps) {
  const styles = useStyles();
  const t = useT();
  const intl = useIntl();
  if (!refusal) return null;
  const choices = orderChoices(refusal);
  const after = timeAfterEarlier(refusal);
  const shown = refusal.earlier.slice(0, SHOWN);
  const more = refusal.count - shown.length;
  const label: Record<OrderChoice, string> = {
    earlierFirst: t(now ? 'readingOrder.publishEarlierFirst' : 'readingOrder.scheduleWithEarlier', {
      count: refusal.count,
    }),
    scheduleAfter: t('readingOrder.scheduleAfter', {
      time: after ? formatDateTime(intl, after) : '',
    }),
    anyway: t('readingOrder.anyway'),
  };
  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => (data.open ? null : onCancel())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('readingOrder.title')}</DialogTitle>
          <DialogContent>
            <Text>{t('readingOrder.body', { count: refusal.count })}</Text>
            <ul className={styles.list}>
              {shown.map((chapter) => (
                <li key={chapter.chapter_id}>
                  {chapter.publish_at
                    ? t('readingOrder.scheduledChapter', {
                        no: chapter.chapter_no,
                        title: chapter.title,
                        time: formatDateTime(intl, chapter.publish_at),
                      })
                    : t('readingOrder.draftChapter', {
                        no: chapter.chapter_no,
                        title: chapter.title,
                      })}
                </li>
              ))}
            </ul>
            {more > 0 ? <Text>{t('readingOrder.more', { count: more })}</Text> : null}
          </DialogContent>
          <DialogActions className={styles.actions}>
            {choices.map((choice, i) => (
              <Button
                key={choice}
                appearance={i === 0 ? 'primary' : 'secondary'}
                disabledFocusable={busy}
                onClick={() => onChoose(choice)}
              >
                {label[choice]}
              </Button>
            ))}
            <Button appearance="subtle" onClick={onCancel}>
              {t('readingOrder.cancel')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
