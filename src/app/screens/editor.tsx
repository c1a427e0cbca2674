/**
 * The chapter editor screen (/chapter-add?book_id=...[&chapter_id=...]),
 * wired to its actor. A new chapter gets a client draft id in the URL
 * (`draft=`) so its local draft is found again after a reload or a trip
 * through the login page; once the server creates it, the URL carries its
 * chapter_id instead (replaced, not pushed).
 */
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useAppActors } from '../../components/app-actors';
import { FullPageLoading } from '../../components/full-page-loading';
import { useIntl } from '../../components/intl';
import { ChapterEditor } from '../../features/editor/chapter-editor';
import { newDraftId } from '../../lib/draft-store';
import { localDrafts } from '../../lib/local-drafts';
import { selectIsLoggedIn } from '../../machines/auth/auth.machine';
import {
  chapterEditorMachine,
  draftKeyOf,
  localDraftOf,
  selectIsDirty,
  selectIsEditing,
  selectIsStuck,
  selectLocalSaved,
  selectPendingUpdate,
  selectSyncStatus,
} from '../../machines/chapter-editor/chapter-editor.machine';
import { chapterHistoryMachine } from '../../machines/chapter-history/chapter-history.machine';
import { chapterReviewMachine } from '../../machines/chapter-review/chapter-review.machine';
import { useLeaveGuard } from '../leave-guard';
import { useScreenActor, useScreenActors } from '../screen-actors';
import type { ScreenProps } from './screen-props';

/** This page's id on its local drafts (see LocalDraft.owner). */
const PAGE_ID = newDraftId();

const useStyles = makeStyles({
  missing: { maxWidth: '640px', margin: `${tokens.spacingVerticalXXL} auto` },
});

/** The route screen: reads the query and keeps one editor per chapter. */
export function ChapterEditorScreen(_: ScreenProps) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const intl = useIntl();
  const styles = useStyles();
  const query = new URLSearchParams(search);
  const bookId = query.get('book_id');
  const chapterId = query.get('chapter_id');
  const draftId = query.get('draft');
  // Chapters this screen's editors created: their URL changed to the new id,
  // but the editor that created them must stay (same key).
  const created = useRef(new Map<string, string>());

  const needsDraftId = Boolean(bookId) && !chapterId && !draftId;
  useEffect(() => {
    if (!needsDraftId || !bookId) return;
    const next = new URLSearchParams(search);
    next.set('draft', newDraftId());
    navigate(`/chapter-add?${next.toString()}`, { replace: true });
  }, [needsDraftId, bookId, search, navigate]);

  if (!bookId) {
    return (
      <MessageBar intent="warning" className={styles.missing}>
        <MessageBarBody>{intl.formatMessage({ id: 'editor.error.noBook' })}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => navigate('/book-manage')}>
            {intl.formatMessage({ id: 'editor.error.noBook.action' })}
          </Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  if (needsDraftId) return <FullPageLoading />;

  const key = chapterId
    ? (created.current.get(chapterId) ?? `chapter:${chapterId}`)
    : `new:${draftId}`;
  return (
    <EditorSession
      key={key}
      bookId={bookId}
      chapterId={chapterId}
      draftId={chapterId ? null : draftId}
      volumeId={query.get('volume_id')}
      onCreated={(id) => {
        created.current.set(id, key);
        const next = new URLSearchParams(search);
        next.delete('draft');
        next.delete('volume_id');
        next.set('chapter_id', id);
        navigate(`/chapter-add?${next.toString()}`, { replace: true });
      }}
    />
  );
}

interface EditorSessionProps {
  bookId: string;
  chapterId: string | null;
  draftId: string | null;
  volumeId: string | null;
  onCreated: (chapterId: string) => void;
}

/** One chapter's editor actor, its actors and the page events it listens to. */
function EditorSession({ bookId, chapterId, draftId, volumeId, onCreated }: EditorSessionProps) {
  const { auth, toast } = useAppActors();
  const { editor: actors, desk, prepublish, chapterReview } = useScreenActors();
  const intl = useIntl();
  const [, navigate] = useLocation();
  const loggedIn = useSelector(auth, selectIsLoggedIn);

  const machine = useMemo(
    () =>
      chapterEditorMachine.provide({
        actors: {
          load: actors.load,
          readDraft: actors.readDraft,
          save: actors.save,
          writeDraft: actors.writeDraft,
          whenIdle: actors.whenIdle,
          publish: actors.publish,
          unschedule: actors.unschedule,
          replaceText: actors.replaceText,
        },
      }),
    [actors],
  );

  const historyLogic = useMemo(
    () =>
      chapterHistoryMachine.provide({
        actors: { fetchVersions: desk.fetchVersions, fetchVersionTexts: desk.fetchVersionTexts },
      }),
    [desk],
  );

  const reviewLogic = useMemo(
    () =>
      chapterReviewMachine.provide({
        actors: { fetchReview: chapterReview.fetchReview, appeal: chapterReview.appeal },
      }),
    [chapterReview],
  );

  const editor = useScreenActor(machine, {
    input: {
      bookId,
      chapterId,
      draftId,
      volumeId,
      online: navigator.onLine,
      loggedIn,
      owner: PAGE_ID,
    },
  });

  // Page events the machine reacts to.
  const onCreatedRef = useRef(onCreated);
  onCreatedRef.current = onCreated;
  useEffect(() => {
    const send = editor.send.bind(editor);
    const online = () => send({ type: 'network.online' });
    const offline = () => send({ type: 'network.offline' });
    const hidden = () => {
      if (document.visibilityState === 'hidden') send({ type: 'editor.flush' });
    };
    const pagehide = () => send({ type: 'editor.flush' });
    const beforeunload = (event: BeforeUnloadEvent) => {
      const snapshot = editor.getSnapshot();
      if (!selectIsDirty(snapshot)) return;
      send({ type: 'editor.flush' });
      // The text is on this device either way; the browser's own prompt says
      // there are unsaved changes (its wording cannot be set).
      event.preventDefault();
      event.returnValue = intl.formatMessage({ id: 'editor.leave.warning' });
    };
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', pagehide);
    window.addEventListener('beforeunload', beforeunload);

    let loggedIn = selectIsLoggedIn(auth.getSnapshot());
    const authSub = auth.subscribe((snapshot) => {
      const now = selectIsLoggedIn(snapshot);
      if (now === loggedIn) return;
      loggedIn = now;
      send({ type: now ? 'session.restored' : 'session.expired' });
    });
    const created = editor.on('editor.created', (event) => onCreatedRef.current(event.chapterId));
    const published = editor.on('editor.published', (event) =>
      toast.show({
        intent: 'success',
        text:
          event.status === 'scheduled' && event.publishAt
            ? intl.formatMessage(
                { id: 'editor.publish.scheduled' },
                {
                  time: intl.formatDate(event.publishAt, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  }),
                },
              )
            : intl.formatMessage({ id: 'editor.publish.done' }),
        timeout: 3000,
      }),
    );
    const replaced = editor.on('editor.textReplaced', (event) =>
      toast.show({
        intent: 'success',
        text: intl.formatMessage({ id: `editor.replaced.${event.by}` }),
        timeout: 3000,
      }),
    );
    return () => {
      replaced.unsubscribe();
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', pagehide);
      window.removeEventListener('beforeunload', beforeunload);
      authSub.unsubscribe();
      created.unsubscribe();
      published.unsubscribe();
    };
  }, [editor, auth, toast, intl]);

  // Leaving for another screen while the server cannot take the text
  // (offline, failing, logged out, in conflict): ask first. A save that is
  // merely waiting for its debounce is sent on the way out instead.
  const leaveCheck = useCallback(() => {
    const snapshot = editor.getSnapshot();
    if (!selectIsDirty(snapshot) || !selectIsStuck(snapshot)) return null;
    return intl.formatMessage({ id: 'editor.leave.confirm' });
  }, [editor, intl]);
  useLeaveGuard(leaveCheck);

  // Leaving for another screen with text still waiting for its debounce, or
  // with a save in flight (stopping the actor cancels its request): send it
  // now, outside the stopped actor. If the cancelled save had reached the
  // server, this one answers 104001 and the server already has the text; if
  // it fails, the local draft is there and is offered back on the next visit.
  useEffect(
    () => () => {
      const snapshot = editor.getSnapshot();
      // A change still queued for its local write (the machine writes once
      // the page is idle) is written now: the stopped actor will not.
      if (selectIsEditing(snapshot) && !selectLocalSaved(snapshot)) {
        void localDrafts()
          .save(localDraftOf(snapshot.context), { takeOver: snapshot.context.takeOver })
          .catch(() => {});
      }
      const status = selectSyncStatus(snapshot);
      const update = selectPendingUpdate(snapshot);
      if (!update || (status !== 'unsaved' && status !== 'saving')) return;
      void actors
        .saveNow(update)
        .then((saved) =>
          localDrafts().save({
            key: draftKeyOf({ chapterId: saved.id, draftId: null }),
            bookId,
            chapterId: saved.id,
            draftId: null,
            volumeId: saved.volumeId,
            baseVersion: saved.version,
            synced: true,
            savedAt: Date.now(),
            owner: PAGE_ID,
            ...update.fields,
          }),
        )
        .catch(() => {});
    },
    [editor, actors, bookId],
  );

  return (
    <ChapterEditor
      editor={editor}
      intl={intl}
      historyLogic={historyLogic}
      prepublishRules={prepublish.fetchPrepublishRules}
      prepublishReport={prepublish.reportPrepublishFinding}
      reviewLogic={reviewLogic}
      onOpenChapter={(id) => {
        editor.send({ type: 'editor.flush' });
        navigate(
          `/chapter-add?book_id=${encodeURIComponent(bookId)}&chapter_id=${encodeURIComponent(id)}`,
        );
      }}
      onOpenList={() => navigate(`/chapter-manage?book_id=${encodeURIComponent(bookId)}`)}
    />
  );
}
