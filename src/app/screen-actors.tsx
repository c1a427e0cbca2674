/**
 * What route screens build their machines from: the API actors of every
 * area (src/api/actors), created once by the composition root over the
 * client, and a hook that creates a screen's actor with the Stately
 * inspector attached. Only src/app reads this; the client itself stays in
 * the composition root, and features get actors, never calls.
 */
import { useActorRef } from '@xstate/react';
import { createContext, type ReactNode, use, useContext } from 'react';
import type { ActorOptions, AnyActorLogic } from 'xstate';
import type { createAccountActors, createPasswordResetActors } from '../api/actors/account';
import type { createBibleActors } from '../api/actors/bible';
import type { createBookActors } from '../api/actors/books';
import type { createChapterReviewActors } from '../api/actors/chapter-review';
import type { createChapterActors } from '../api/actors/chapters';
import type { createDashboardActors } from '../api/actors/dashboard';
import type { createDataActors } from '../api/actors/data';
import type { createDeskActors } from '../api/actors/desk';
import type { createEditorActors } from '../api/actors/editor';
import type { createExportActors } from '../api/actors/export';
import type { createIncomeActors } from '../api/actors/income';
import type { createPrepublishActors } from '../api/actors/prepublish';
import type { createReaderActors } from '../api/actors/readers';
import type { createVolumeActors } from '../api/actors/volumes';
import { useAppActors } from '../components/app-actors';

/** The API actors screens pick from, by area. */
export interface ScreenActors {
  account: ReturnType<typeof createAccountActors>;
  /** The login page's forgotten password (no session). */
  passwordReset: ReturnType<typeof createPasswordResetActors>;
  /** A book's story bible: entities, their pages, threads. */
  bible: ReturnType<typeof createBibleActors>;
  books: ReturnType<typeof createBookActors>;
  chapters: ReturnType<typeof createChapterActors>;
  dashboard: ReturnType<typeof createDashboardActors>;
  data: ReturnType<typeof createDataActors>;
  /** The writer's desk: stockpile planner, month calendar, history, find and replace across a book. */
  desk: ReturnType<typeof createDeskActors>;
  editor: ReturnType<typeof createEditorActors>;
  exports: ReturnType<typeof createExportActors>;
  income: ReturnType<typeof createIncomeActors>;
  /** The pre-publish check's rules in force. */
  prepublish: ReturnType<typeof createPrepublishActors>;
  /** The platform's review of published chapters: timeline and appeal. */
  chapterReview: ReturnType<typeof createChapterReviewActors>;
  /** The readers' inbox. */
  readers: ReturnType<typeof createReaderActors>;
  volumes: ReturnType<typeof createVolumeActors>;
}

/** The screens' API actors, which come in a chunk of their own (./create-screen-actors.ts). */
export interface ScreenActorsSource {
  /** The actors once their chunk has come and they are made; null before. */
  readonly current: ScreenActors | null;
  /** Loads and makes them, once; the same promise until it settles. */
  load(): Promise<ScreenActors>;
}

const ScreenActorsContext = createContext<ScreenActorsSource | null>(null);

/** Hands the API actors to the route screens below it. */
export function ScreenActorsProvider({
  source,
  children,
}: {
  source: ScreenActorsSource;
  children: ReactNode;
}) {
  return <ScreenActorsContext.Provider value={source}>{children}</ScreenActorsContext.Provider>;
}

/**
 * The API actors, by area. Suspends only while their chunk is still on its
 * way (main.tsx waits for it before a session's first render): use() on a
 * promise that has settled still suspends once, and React then holds the
 * revealed screen back for its fallback throttle (about 300 ms).
 * @throws Error outside a {@link ScreenActorsProvider}.
 */
export function useScreenActors(): ScreenActors {
  const source = useContext(ScreenActorsContext);
  if (!source) throw new Error('useScreenActors must be used inside <ScreenActorsProvider>');
  return source.current ?? use(source.load());
}

/**
 * `useActorRef` for a screen's machine, with the Stately inspector attached
 * when `?inspect` asked for it, so screen actors show beside the root ones.
 */
export function useScreenActor<TLogic extends AnyActorLogic>(
  logic: TLogic,
  options: ActorOptions<TLogic> = {},
) {
  const { inspect } = useAppActors();
  return useActorRef(logic, inspect ? { ...options, inspect } : options);
}
