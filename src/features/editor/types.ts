import type { ActorRefFrom } from 'xstate';
import type { chapterEditorMachine } from '../../machines/chapter-editor/chapter-editor.machine';

/** The running chapter editor the screen hands to every editor component. */
export type EditorActorRef = ActorRefFrom<typeof chapterEditorMachine>;
