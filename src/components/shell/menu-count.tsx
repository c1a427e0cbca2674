/**
 * Counts beside menu entries: the readers' inbox carries the readers'
 * comments not read yet (the notifications actor polls them with the
 * message counts). Shown as the navbar bell's count is: a badge capped at
 * 99+, hidden at 0, and the exact number in the entry's accessible name,
 * the badge itself hidden from screen readers.
 */
import { CounterBadge, makeStyles } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import type { AppRoute } from '../../lib/route-table';
import { selectReaderComments } from '../../machines/notifications/notifications.machine';
import { useAppActors } from '../app-actors';
import { useT } from '../intl';

const useStyles = makeStyles({
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

/** The badge of a menu entry's count; nothing at 0. */
export function MenuCountBadge({ count }: { count: number }) {
  const styles = useStyles();
  if (count <= 0) return null;
  return (
    <CounterBadge
      className={styles.badge}
      count={count}
      overflowCount={99}
      size="small"
      color="danger"
      aria-hidden
    />
  );
}
