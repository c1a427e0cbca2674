/** One comment of the inbox: who, where, what, the author's replies, the actions and a reply box. */
import {
  Badge,
  Body1,
  Button,
  Caption1,
  Field,
  makeStyles,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../components/intl';
import { headingMatcher } from '../../lib/chapter-split';
import type {
  CommentAction,
  ReaderComment,
} from '../../machines/reader-inbox/reader-inbox.machine';

const isHeading = headingMatcher({ kind: 'auto' })!;

const useStyles = makeStyles({
  // A card's look on an article: a section with a name would be a landmark,
  // and readers with the same name would make landmarks alike.
  card: {
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow4,
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalL,
    gap: tokens.spacingVerticalS,
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
  },
  head: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  where: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
  quote: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalM,
    borderLeft: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke1}`,
    color: tokens.colorNeutralForeground2,
    overflowWrap: 'anywhere',
  },
  content: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  replies: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export interface ReaderCommentCardProps {
  comment: ReaderComment;
  busy: boolean;
  /** The reply just went through for this comment: the box closes. */
  replied: boolean;
  /** Message id of why this comment's reply was refused. */
  replyErrorId: string | null;
  onReply: (content: string) => void;
  onAct: (action: CommentAction) => void;
  onRead: () => void;
  formatTime: (iso: string) => string;
}

export function ReaderCommentCard({
  comment,
  busy,
  replied,
  replyErrorId,
  onReply,
  onAct,
  onRead,
  formatTime,
}: ReaderCommentCardProps) {
  const styles = useStyles();
  const t = useT();
  const headingId = useId();
  const [replying, setReplying] = useState(false);
  const [text, setText] = useState('');
  const boxRef = useRef<HTMLTextAreaElement>(null);
  // Opening the box is asking to type: focus goes into it.
  useEffect(() => {
    if (replying) boxRef.current?.focus();
  }, [replying]);
  useEffect(() => {
    if (replied) {
      setReplying(false);
      setText('');
    }
  }, [replied]);
  const where = comment.chapter
    ? // A title that is itself a heading (第5章 天机如血) already names its number.
      t(
        isHeading(comment.chapter.title) ? 'readers.where.headedChapter' : 'readers.where.chapter',
        {
          book: comment.book_title,
          no: comment.chapter.chapter_no,
          title: comment.chapter.title,
        },
      )
    : t('readers.where.book', { book: comment.book_title });
  const hiddenThread = comment.hidden;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.head}>
        <Text weight="semibold" id={headingId}>
          {comment.reader.name}
        </Text>
        <Badge appearance="tint">{t(`readers.kind.${comment.kind}`)}</Badge>
        {comment.parent_id ? <Badge appearance="outline">{t('readers.badge.reply')}</Badge> : null}
        {comment.read ? null : <Badge color="brand">{t('readers.badge.unread')}</Badge>}
        {comment.answered ? <Badge color="success">{t('readers.badge.answered')}</Badge> : null}
        {comment.pinned ? <Badge color="important">{t('readers.badge.pinned')}</Badge> : null}
        {comment.hidden ? <Badge color="subtle">{t('readers.badge.hidden')}</Badge> : null}
        {comment.reported ? <Badge color="danger">{t('readers.badge.reported')}</Badge> : null}
        {comment.reader.muted ? <Badge color="warning">{t('readers.badge.muted')}</Badge> : null}
      </div>
      <Caption1 className={styles.where}>
        {where} · {formatTime(comment.create_time)}
      </Caption1>
      {comment.paragraph ? (
        <blockquote className={styles.quote}>
          <Caption1>
            {t(`readers.paragraph.${comment.paragraph.state}`, { n: comment.paragraph.index + 1 })}
          </Caption1>
          <Body1 as="p">{comment.paragraph.excerpt}</Body1>
        </blockquote>
      ) : null}
      <Body1 as="p" className={styles.content}>
        {comment.content}
      </Body1>
      {comment.author_replies.length > 0 ? (
        <ul className={styles.replies} aria-label={t('readers.authorReplies')}>
          {comment.author_replies.map((r) => (
            <li key={r.id}>
              <Caption1>{t('readers.authorReply')}</Caption1>{' '}
              <Body1 className={styles.content}>{r.content}</Body1>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.actions}>
        <Button
          size="small"
          disabledFocusable={busy || hiddenThread}
          onClick={() => setReplying((v) => !v)}
          aria-expanded={replying}
        >
          {t('readers.action.reply')}
        </Button>
        <Button
          size="small"
          disabledFocusable={busy}
          onClick={() => onAct(comment.liked ? 'unlike' : 'like')}
          aria-pressed={comment.liked}
        >
          {t('readers.action.like', { n: comment.like_count })}
        </Button>
        {comment.parent_id === null ? (
          <Button
            size="small"
            disabledFocusable={busy}
            onClick={() => onAct(comment.pinned ? 'unpin' : 'pin')}
            aria-pressed={comment.pinned}
          >
            {t('readers.action.pin')}
          </Button>
        ) : null}
        <Button
          size="small"
          disabledFocusable={busy}
          onClick={() => onAct(comment.hidden ? 'unhide' : 'hide')}
        >
          {t(comment.hidden ? 'readers.action.unhide' : 'readers.action.hide')}
        </Button>
        <Button
          size="small"
          disabledFocusable={busy || comment.reported}
          onClick={() => onAct('report')}
        >
          {t('readers.action.report')}
        </Button>
        {comment.read ? null : (
          <Button size="small" disabledFocusable={busy} onClick={onRead}>
            {t('readers.action.read')}
          </Button>
        )}
      </div>
      {replying ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (text.trim()) onReply(text);
          }}
        >
          <Field
            label={t('readers.reply.label', { name: comment.reader.name })}
            validationMessage={replyErrorId ? t(replyErrorId) : undefined}
          >
            <Textarea
              ref={boxRef}
              value={text}
              maxLength={2000}
              resize="vertical"
              onChange={(_, d) => setText(d.value)}
            />
          </Field>
          <div className={styles.actions}>
            <Button type="submit" appearance="primary" disabledFocusable={busy || !text.trim()}>
              {t('readers.reply.send')}
            </Button>
            <Button onClick={() => setReplying(false)}>{t('readers.reply.cancel')}</Button>
          </div>
        </form>
      ) : null}
    </article>
  );
}
