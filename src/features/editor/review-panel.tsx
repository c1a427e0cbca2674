import {
  Badge,
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Subtitle2,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import { SidePanel } from '../../components/surfaces';
import { type AppIntl, formatDateTime } from '../../i18n/intl';
import type {
  ChapterReview,
  ChapterReviewEvent,
  ChapterReviewSpan,
} from '../../lib/contract/chapter-review';
import { countWords } from '../../lib/word-count';
import { selectServer } from '../../machines/chapter-editor/chapter-editor.machine';
import type { VersionText } from '../../machines/chapter-history/chapter-history.machine';
import {
  type chapterReviewMachine,
  selectReview,
  selectReviewBusy,
  selectReviewError,
} from '../../machines/chapter-review/chapter-review.machine';
import type { EditorActorRef } from './types';
import { VersionCompare } from './version-compare';

/** Message ids use dashes where the API's values have underscores. */
const idPart = (value: string) => value.replaceAll('_', '-');

/** The review machine with its actors, as the screen provides it. */
export type ReviewLogic = typeof chapterReviewMachine;

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  step: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalS} 0 ${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderLeft: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke2}`,
  },
  blocked: { borderLeftColor: tokens.colorPaletteRedBorder2 },
  line: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  muted: { color: tokens.colorNeutralForeground3 },
  quotes: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  quote: { overflowWrap: 'anywhere' },
  words: {
    backgroundColor: tokens.colorPaletteRedBackground1,
    color: tokens.colorNeutralForeground1,
    padding: `0 ${tokens.spacingHorizontalXXS}`,
  },
  appeal: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  diffRow: { margin: 0, overflowWrap: 'anywhere' },
});

/** Props of {@link ReviewPanel}. */
export interface ReviewPanelProps {
  readonly editor: EditorActorRef;
  readonly intl: AppIntl;
  readonly logic: ReviewLogic;
  readonly open: boolean;
  readonly onClose: () => void;
}

/**
 * The chapter's review by the platform, in a side panel: every step with its
 * time; a block with its reason and the words it points at, quoted from the
 * text readers had; and, while the chapter is blocked, the appeal: what
 * changed since the block, side by side, sent with a word to the reviewer.
 */
export function ReviewPanel({ editor, intl, logic, open, onClose }: ReviewPanelProps) {
  const chapterId = useSelector(editor, (s) => selectServer(s)?.id ?? null);
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <SidePanel
      title={t('review.panel.title')}
      closeLabel={t('review.panel.close')}
      size="medium"
      open={open}
      onClose={onClose}
    >
      {open && chapterId ? <ReviewBody intl={intl} logic={logic} chapterId={chapterId} /> : null}
    </SidePanel>
  );
}

function ReviewBody({
  intl,
  logic,
  chapterId,
}: {
  intl: AppIntl;
  logic: ReviewLogic;
  chapterId: string;
}) {
  const styles = useStyles();
  const review = useActorRef(logic, { input: { chapterId } });
  const data = useSelector(review, selectReview);
  const busy = useSelector(review, selectReviewBusy);
  const error = useSelector(review, selectReviewError);
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  // A sent appeal removes the form with the button pressed: focus moves to
  // the state line, or it would fall out of the drawer, beyond Escape's reach.
  const stateRef = useRef<HTMLSpanElement>(null);
  const [sent, setSent] = useState(false);
  useEffect(() => {
    if (sent && data?.state === 'appealed') {
      setSent(false);
      stateRef.current?.focus();
    }
  }, [sent, data?.state]);
  if (!data) {
    return error ? (
      <Problem text={t(error)} />
    ) : (
      <Spinner size="small" label={t('review.loading')} />
    );
  }
  return (
    <div className={styles.body}>
      <Text ref={stateRef} tabIndex={-1}>
        {t('review.state.label')}{' '}
        <Badge
          appearance="tint"
          color={
            data.state === 'blocked' ? 'danger' : data.state === 'live' ? 'success' : 'warning'
          }
        >
          {t(`review.state.${idPart(data.state ?? 'none')}`)}
        </Badge>
      </Text>
      {error ? <Problem text={t(error)} /> : null}
      {data.events.length === 0 ? (
        <Text className={styles.muted}>{t('review.empty')}</Text>
      ) : (
        <ol className={styles.list} aria-label={t('review.timeline')}>
          {data.events.map((event) => (
            <Step key={event.id} event={event} intl={intl} />
          ))}
        </ol>
      )}
      {data.appeal_draft ? (
        <Appeal
          draft={data.appeal_draft}
          intl={intl}
          busy={busy}
          onAppeal={(note) => {
            setSent(true);
            review.send({ type: 'review.appeal', note });
          }}
        />
      ) : null}
    </div>
  );
}

function Problem({ text }: { text: string }) {
  return (
    <MessageBar intent="error">
      <MessageBarBody>{text}</MessageBarBody>
    </MessageBar>
  );
}

function Step({ event, intl }: { event: ChapterReviewEvent; intl: AppIntl }) {
  const styles = useStyles();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const blocked = event.kind === 'blocked' || event.kind === 'appeal_rejected';
  return (
    <li className={blocked ? `${styles.step} ${styles.blocked}` : styles.step}>
      <span className={styles.line}>
        <Subtitle2 as="h3">{t(`review.event.${idPart(event.kind)}`)}</Subtitle2>
        <Text className={styles.muted}>
          <time dateTime={event.time}>{formatDateTime(intl, event.time)}</time>
        </Text>
      </span>
      {event.reason ? (
        <Text>
          {t(event.kind === 'appeal_submitted' ? 'review.note' : 'review.reason', {
            reason: event.reason,
          })}
        </Text>
      ) : null}
      {event.spans.length > 0 ? <Quotes spans={event.spans} intl={intl} /> : null}
      {event.diff ? (
        <>
          <Text>
            {t('desk.compare.summary', {
              changed: event.diff.changed,
              added: event.diff.added,
              removed: event.diff.removed,
            })}
          </Text>
          {event.diff.rows.map((row, i) => (
            // Rows of a sent appeal never change: their place is their key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <p key={i} className={styles.diffRow}>
              {row.before ? <del>{row.before}</del> : null}
              {row.before && row.after ? ' → ' : null}
              {row.after ? <ins>{row.after}</ins> : null}
            </p>
          ))}
        </>
      ) : null}
    </li>
  );
}

function Quotes({ spans, intl }: { spans: readonly ChapterReviewSpan[]; intl: AppIntl }) {
  const styles = useStyles();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  return (
    <ul className={styles.quotes} aria-label={t('review.words')}>
      {spans.map((span) => (
        <li key={`${span.start}-${span.end}`} className={styles.quote}>
          <q>
            <mark className={styles.words}>{span.excerpt}</mark>
          </q>{' '}
          <Text className={styles.muted}>
            {t('review.where', {
              paragraph: span.paragraph + 1,
              category: t(`prepublish.category.${span.category}`),
            })}
          </Text>
        </li>
      ))}
    </ul>
  );
}

function versionOf(
  text: { title: string; content: string; time: string },
  id: string,
): VersionText {
  return {
    id,
    title: text.title,
    content: text.content,
    authorNote: '',
    wordCount: countWords(text.content),
    wordDelta: 0,
    reason: 'checkpoint',
    published: false,
    createTime: text.time,
  };
}

function Appeal({
  draft,
  intl,
  busy,
  onAppeal,
}: {
  draft: NonNullable<ChapterReview['appeal_draft']>;
  intl: AppIntl;
  busy: boolean;
  onAppeal: (note: string) => void;
}) {
  const styles = useStyles();
  const [note, setNote] = useState('');
  const headingId = useId();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <section className={styles.appeal} aria-labelledby={headingId}>
      <Subtitle2 as="h3" id={headingId}>
        {t('review.appeal.title')}
      </Subtitle2>
      {draft.changed ? (
        <>
          <Text>{t('review.appeal.intro')}</Text>
          <VersionCompare
            before={versionOf(draft.before, 'block')}
            after={versionOf(draft.after, 'now')}
            intl={intl}
          />
          <Field label={t('review.appeal.note')}>
            <Textarea
              value={note}
              maxLength={500}
              resize="vertical"
              onChange={(_, data) => setNote(data.value)}
            />
          </Field>
          <div>
            <Button appearance="primary" disabledFocusable={busy} onClick={() => onAppeal(note)}>
              {t('review.appeal.submit')}
            </Button>
          </div>
        </>
      ) : (
        <Text>{t('review.appeal.unchanged')}</Text>
      )}
    </section>
  );
}
