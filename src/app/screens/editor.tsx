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
import { useActorRef } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { fromPromise } from 'xstate';
import { createAuthorClient } from '../../api/client';
import { isApiError, TRANSPORT_ERROR_CODE, validationErrors } from '../../api/envelope';
import type { components, paths } from '../../api/schema';
import { useAppActors } from '../../components/app-actors';
import { FullPageLoading } from '../../components/full-page-loading';
import { useIntl } from '../../components/intl';
import { ChapterEditor } from '../../features/editor/chapter-editor';
import { ErrorCodes } from '../../lib/contract';
import { newDraftId } from '../../lib/draft-store';
import { localDrafts } from '../../lib/local-drafts';
import { selectIsLoggedIn } from '../../machines/auth.machine';
import {
  type BookFacts,
  chapterEditorMachine,
  type DraftWrite,
  type LoadInput,
  type LoadResult,
  type PublishInput,
  type PublishResult,
  type SaveFailure,
  type SaveInput,
  type ServerChapter,
  type SyncStatus,
  selectIsDirty,
  selectSyncStatus,
} from '../../machines/chapter-editor.machine';
import { useLeaveGuard } from '../leave-guard';
import type { ScreenProps } from './screen-props';

/** Sync states in which the server does not get the text by itself. */
const STUCK_STATUSES: ReadonlySet<SyncStatus> = new Set<SyncStatus>([
  'retrying',
  'offline',
  'paused',
  'incomplete',
  'invalid',
  'conflict',
  'blocked',
]);

type ApiChapter = components['schemas']['Chapter'];
type ApiSummary = components['schemas']['ChapterSummary'];

/** This page's id on its local drafts (see LocalDraft.owner). */
const PAGE_ID = newDraftId();

function toServerChapter(c: ApiChapter): ServerChapter {
  return {
    id: c.id,
    bookId: c.book_id,
    volumeId: c.volume_id,
    chapterNo: c.chapter_no,
    version: c.version,
    status: c.status,
    publishAt: c.publish_at,
    publishedAt: c.published_at,
    updateTime: c.update_time,
    prevChapterId: c.prev_chapter_id,
    nextChapterId: c.next_chapter_id,
    title: c.title,
    content: c.content,
    authorNote: c.author_note,
    isVip: c.is_vip,
  };
}

function toPublishResult(list: readonly ApiSummary[], chapterId: string): PublishResult {
  const row = list.find((c) => c.id === chapterId);
  if (!row) throw new Error('publish: the chapter is missing from the answer');
  return {
    status: row.status,
    publishAt: row.publish_at,
    publishedAt: row.published_at,
    version: row.version,
  };
}

/** The client's rejection in the machine's terms (see SaveFailure). */
export function classifyFailure(reason: unknown): SaveFailure {
  if (!isApiError(reason)) return { kind: 'network' };
  if (reason.code === TRANSPORT_ERROR_CODE) {
    return reason.status === 0 ? { kind: 'network' } : { kind: 'server' };
  }
  switch (reason.code) {
    case ErrorCodes.tokenInvalid:
    case ErrorCodes.tokenRevoked:
      return { kind: 'session' };
    case ErrorCodes.conflict: {
      const current = (reason.body as { current?: ApiChapter } | null)?.current;
      return current ? { kind: 'conflict', current: toServerChapter(current) } : { kind: 'server' };
    }
    case ErrorCodes.invalid:
      return { kind: 'invalid', errors: validationErrors(reason) ?? {} };
    case ErrorCodes.notFound:
      return { kind: 'notFound' };
    case ErrorCodes.notAllowed:
      return { kind: 'notAllowed' };
    default:
      return { kind: 'server' };
  }
}

const rethrowClassified = (reason: unknown): never => {
  throw classifyFailure(reason);
};

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
  const { api, auth, toast } = useAppActors();
  const intl = useIntl();
  const [, navigate] = useLocation();
  const { client } = api;

  // Autosave reports its state in the editor itself: its own client shares
  // the token and the session-expiry path but shows no toasts, so a dead
  // network does not stack a toast per retry.
  const saveClient = useMemo(
    () =>
      createAuthorClient<paths>({
        baseUrl: import.meta.env.PUBLIC_API_BASE_URL ?? '',
        tokens: api.tokens,
        toast: { error: () => {} },
        onSessionExpired: (code) => auth.send({ type: 'auth.expired', code }),
      }).client,
    [api.tokens, auth],
  );

  const save = useMemo(
    () =>
      async (input: SaveInput): Promise<ServerChapter> => {
        const { fields } = input;
        const common = {
          title: fields.title,
          content: fields.content,
          author_note: fields.authorNote,
          is_vip: fields.isVip,
        };
        const update = (chapterId: string, version: number) =>
          api
            .unwrap(
              saveClient.POST('/author/chapter/update', {
                body: { chapter_id: chapterId, version, ...common },
              }),
            )
            .catch(rethrowClassified);
        if (input.kind === 'update')
          return toServerChapter(await update(input.chapterId, input.version));
        const created = await api
          .unwrap(
            saveClient.POST('/author/chapter/create', {
              body: {
                book_id: input.bookId,
                volume_id: input.volumeId,
                ...common,
                ...(input.draftId ? { draft_id: input.draftId } : {}),
              },
            }),
          )
          .catch(rethrowClassified);
        // A create sent again answers the chapter the first one made (its
        // answer was lost), holding the text of that first send: bring it up
        // to this text with an ordinary, version-checked save.
        const stale =
          created.title !== fields.title.trim() ||
          created.content !== fields.content ||
          created.author_note !== fields.authorNote ||
          created.is_vip !== fields.isVip;
        return toServerChapter(stale ? await update(created.id, created.version) : created);
      },
    [api, saveClient],
  );

  const machine = useMemo(
    () =>
      chapterEditorMachine.provide({
        actors: {
          load: fromPromise<LoadResult, LoadInput>(async ({ input }) => {
            const [book, volumes, chapter, draft] = await Promise.all([
              api.unwrap(
                client.GET('/author/book/info', { params: { query: { book_id: input.bookId } } }),
              ),
              api.unwrap(
                client.GET('/author/volume/list', { params: { query: { book_id: input.bookId } } }),
              ),
              input.chapterId
                ? api.unwrap(
                    client.GET('/author/chapter/info', {
                      params: { query: { chapter_id: input.chapterId } },
                    }),
                  )
                : Promise.resolve(null),
              localDrafts()
                .get(input.draftKey)
                .catch(() => null),
            ]);
            const facts: BookFacts = {
              id: book.id,
              title: book.title,
              allowVip: book.allow_vip,
              volumes: volumes.list.map((v) => ({ id: v.id, title: v.title })),
            };
            return { book: facts, chapter: chapter ? toServerChapter(chapter) : null, draft };
          }),
          save: fromPromise<ServerChapter, SaveInput>(({ input }) => save(input)),
          writeDraft: fromPromise<void, DraftWrite>(({ input }) =>
            localDrafts().save(input.draft, { takeOver: input.takeOver }),
          ),
          publish: fromPromise<PublishResult, PublishInput>(async ({ input }) => {
            const body = input.publishAt
              ? { chapter_id: input.chapterId, publish_at: input.publishAt }
              : { chapter_id: input.chapterId };
            const result = await api
              .unwrap(client.POST('/author/chapter/publish', { body }))
              .catch(rethrowClassified);
            return toPublishResult(result.list, input.chapterId);
          }),
          unschedule: fromPromise<PublishResult, { chapterId: string }>(async ({ input }) => {
            const result = await api
              .unwrap(
                client.POST('/author/chapter/unschedule', {
                  body: { chapter_ids: [input.chapterId] },
                }),
              )
              .catch(rethrowClassified);
            return toPublishResult(result.list, input.chapterId);
          }),
        },
      }),
    [api, client, save],
  );

  const editor = useActorRef(machine, {
    input: {
      bookId,
      chapterId,
      draftId,
      volumeId,
      online: navigator.onLine,
      loggedIn: selectIsLoggedIn(auth.getSnapshot()),
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
    return () => {
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
    if (!selectIsDirty(snapshot) || !STUCK_STATUSES.has(selectSyncStatus(snapshot))) return null;
    return intl.formatMessage({ id: 'editor.leave.confirm' });
  }, [editor, intl]);
  useLeaveGuard(leaveCheck);

  // Leaving for another screen with text still waiting for its debounce: send
  // it now, outside the stopped actor. If that fails the local draft is there
  // and is offered back on the next visit.
  useEffect(
    () => () => {
      const snapshot = editor.getSnapshot();
      if (!selectIsDirty(snapshot) || selectSyncStatus(snapshot) !== 'unsaved') return;
      const { chapterId: id, baseVersion, fields } = snapshot.context;
      if (!id || baseVersion === null) return;
      void save({ kind: 'update', chapterId: id, version: baseVersion, fields })
        .then((saved) =>
          localDrafts().save({
            key: `chapter:${id}`,
            bookId: snapshot.context.bookId,
            chapterId: id,
            draftId: null,
            volumeId: saved.volumeId,
            baseVersion: saved.version,
            synced: true,
            savedAt: Date.now(),
            owner: PAGE_ID,
            ...fields,
          }),
        )
        .catch(() => {});
    },
    [editor, save],
  );

  return (
    <ChapterEditor
      editor={editor}
      intl={intl}
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
