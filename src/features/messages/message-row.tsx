import {
  Badge,
  Button,
  Checkbox,
  Link,
  ListItem,
  makeStyles,
  mergeClasses,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ShieldCheckmarkRegular } from '@fluentui/react-icons';
import type { MouseEvent } from 'react';
import { type AppIntl, formatDateTime } from '../../i18n/intl';
import type { MessageTodoState } from '../../lib/contract';
import {
  type MessageItem,
  resubmitHref,
  targetHref,
} from '../../machines/messages/messages.machine';
import { messageText } from './message-text';

/** Props of {@link MessageRow}. */
export interface MessageRowProps {
  readonly item: MessageItem;
  readonly selected: boolean;
  onToggleSelect(): void;
  onRead(): void;
  /** Go to an SPA route (the message's target, or where to resubmit). */
  onOpen(href: string): void;
  readonly intl: AppIntl;
}

/** Message ids are camelCase; the contract's codes are snake_case. */
const idPart = (code: string): string =>
  code.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

const TODO_COLOR: Record<MessageTodoState, 'informative' | 'success' | 'danger'> = {
  todo: 'informative',
  done: 'success',
  expired: 'danger',
};

const useStyles = makeStyles({
  item: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    alignItems: 'flex-start',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    ':last-child': { borderBottom: 'none' },
    '@media (max-width: 600px)': {
      flexWrap: 'wrap',
      padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
      gap: tokens.spacingHorizontalS,
    },
  },
  text: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    minWidth: '0',
    flexGrow: 1,
    flexBasis: '220px',
  },
  titleRow: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  title: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  read: { fontWeight: tokens.fontWeightRegular },
  unread: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorPaletteRedForeground1,
    fontWeight: tokens.fontWeightSemibold,
  },
  dot: {
    width: '8px',
    height: '8px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorPaletteRedBackground3,
  },
  muted: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
  quote: {
    margin: '0',
    paddingLeft: tokens.spacingHorizontalM,
    borderLeft: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke1}`,
    color: tokens.colorNeutralForeground2,
    overflowWrap: 'anywhere',
  },
  review: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorPaletteRedBackground1,
    color: tokens.colorNeutralForeground1,
  },
  meta: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  actions: { display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: '4px' },
});

/**
 * One message of the page: a checkbox to select it, 'Unread' in words next
 * to a dot, its title as a link to its target, the quoted context, a review
 * rejection's reason and what to change with a link to resubmit, a to-do's
 * state and due date, and Mark as read.
 */
export function MessageRow({
  item,
  selected,
  onToggleSelect,
  onRead,
  onOpen,
  intl,
}: MessageRowProps) {
  const styles = useStyles();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const href = targetHref(item);
  const resubmit = resubmitHref(item);
  const follow = (to: string) => (event: MouseEvent) => {
    // Plain clicks stay in the app; modified ones open a tab as links do.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (item.status === 0) onRead();
    onOpen(to);
  };
  const titleId = `message-${item.id}-title`;
  // System messages in the page's language; the stored text otherwise.
  const text = messageText(intl, item);

  return (
    <ListItem className={styles.item} aria-labelledby={titleId}>
      <Checkbox
        checked={selected}
        onChange={onToggleSelect}
        aria-label={t('messages.select.item', { title: text.title })}
      />
      <div className={styles.text}>
        <div className={styles.titleRow}>
          {item.status === 0 ? (
            <span className={styles.unread}>
              <span className={styles.dot} aria-hidden />
              <Text size={200} className={styles.unread}>
                {t('messageBox.status.unread')}
              </Text>
            </span>
          ) : null}
          {href ? (
            <Link
              href={href}
              id={titleId}
              onClick={follow(href)}
              className={mergeClasses(styles.title, item.status === 1 && styles.read)}
            >
              {text.title}
            </Link>
          ) : (
            <Text
              id={titleId}
              className={mergeClasses(styles.title, item.status === 1 && styles.read)}
            >
              {text.title}
            </Text>
          )}
          {item.category ? (
            <Badge appearance="tint" color="informative" size="small">
              {t(`messages.category.${item.category}`)}
            </Badge>
          ) : null}
          {item.always_delivered ? (
            <Badge
              appearance="outline"
              color="brand"
              size="small"
              icon={<ShieldCheckmarkRegular />}
              title={t('messages.alwaysDelivered.hint')}
            >
              {t('messages.alwaysDelivered')}
            </Badge>
          ) : null}
        </div>
        {text.subTitle ? (
          <Text size={200} className={styles.muted}>
            {text.subTitle}
          </Text>
        ) : null}
        {text.content ? <Text>{text.content}</Text> : null}
        {item.quote ? (
          <blockquote className={styles.quote} aria-label={t('messages.quote')}>
            {item.quote}
          </blockquote>
        ) : null}
        {item.review ? (
          <div className={styles.review}>
            <Text>
              {t('messages.reason.line', {
                reason: t(`messages.reason.${idPart(item.review.reason_code)}`),
              })}
            </Text>
            {item.review.changes.length > 0 ? (
              <Text>
                {t('messages.change.line', {
                  changes: item.review.changes
                    .map((c) => t(`messages.change.${c}`))
                    .join(t('messages.change.separator')),
                })}
              </Text>
            ) : null}
            {resubmit ? (
              <Link href={resubmit} onClick={follow(resubmit)}>
                {t('messages.resubmit')}
              </Link>
            ) : null}
          </div>
        ) : null}
        <div className={styles.meta}>
          {item.todo ? (
            <Badge appearance="filled" color={TODO_COLOR[item.todo.state]} size="medium">
              {t(`messages.todo.state.${item.todo.state}`)}
            </Badge>
          ) : null}
          {item.todo?.due_at ? (
            <Text size={200} className={styles.muted}>
              {t('messages.todo.due', { date: formatDateTime(intl, item.todo.due_at, 'date') })}
            </Text>
          ) : null}
          <Text size={200} className={styles.muted}>
            {formatDateTime(intl, item.time)}
          </Text>
          {href && item.target ? (
            <Link href={href} onClick={follow(href)} aria-describedby={titleId}>
              {t(`messages.target.${idPart(item.target.kind)}`)}
            </Link>
          ) : null}
        </div>
      </div>
      <div className={styles.actions}>
        {item.status === 0 ? (
          <Button
            size="small"
            aria-label={`${t('messages.markRead')}: ${text.title}`}
            onClick={onRead}
          >
            {t('messages.markRead')}
          </Button>
        ) : (
          <Text size={200} className={styles.muted}>
            {t('messageBox.status.read')}
          </Text>
        )}
      </div>
    </ListItem>
  );
}
