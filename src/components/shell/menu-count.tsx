/**
 * Counts beside menu entries: the readers' inbox carries the readers'
 * comments not read yet (the notifications actor polls them with the
 * message counts). Shown as the navbar bell's count is: a badge capped at
 * 99+, hidden at 0, and the exact number in the entry's accessible name,
 * the badge itself hidden from screen readers. The name is the entry's own
 * text (a hidden sentence), not an aria-label: axe wants a label to hold the
 * text on screen, and "99+" is not in "Readers, 120 unread comments".
 */
import { CounterBadge, makeStyles, tokens } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import type { AppRoute } from '../../lib/route-table';
import { selectReaderComments } from '../../machines/notifications/notifications.machine';
import { useAppActors } from '../app-actors';
import { useT } from '../intl';
import { useVisuallyHiddenStyles } from '../visually-hidden';

const useStyles = makeStyles({
  // Kept off the title in the top menu's buttons, where nothing pushes it away.
  title: { marginRight: tokens.spacingHorizontalXS },
  // After the entry's title, at the far end of a side menu row.
  badge: { marginLeft: 'auto', flexShrink: 0 },
});

/** A menu entry's count and, when there is one, the accessible name that says it. */
export interface MenuCount {
  readonly count: number;
  readonly label: string | undefined;
}

const NONE: MenuCount = { count: 0, label: undefined };

/** The count of each menu entry (0 for most), with its accessible name. */
export function useMenuCounts(): (route: AppRoute) => MenuCount {
  const { notifications } = useAppActors();
  const readerComments = useSelector(notifications, selectReaderComments);
  const t = useT();
  return (route) =>
    route.name === 'Readers' && readerComments > 0
      ? { count: readerComments, label: t('menu.readers.unread', { count: readerComments }) }
      : NONE;
}

/**
 * A menu entry's text: its title, and with a count the badge on screen and
 * the sentence that says the count to screen readers in place of both.
 */
export function MenuEntryText({ title, count }: { title: string; count: MenuCount }) {
  const styles = useStyles();
  const hidden = useVisuallyHiddenStyles();
  if (count.count <= 0 || !count.label) return <>{title}</>;
  return (
    <>
      <span className={styles.title} aria-hidden>
        {title}
      </span>
      <span className={hidden.root}>{count.label}</span>
      <CounterBadge
        className={styles.badge}
        count={count.count}
        overflowCount={99}
        size="small"
        color="danger"
        aria-hidden
      />
    </>
  );
}
