import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { type AppIntl, formatDateTime, formatWords } from '../../i18n/intl';
import {
  selectIsStuck,
  selectRestoredDraft,
  selectRestoredDraftSaved,
} from '../../machines/chapter-editor/chapter-editor.machine';
import type { EditorActorRef } from './types';

/** Props of {@link RestoredDraftNotice}. */
export interface RestoredDraftNoticeProps {
  readonly editor: EditorActorRef;
  readonly intl: AppIntl;
}

/**
 * Says that the text shown is this device's unsent draft, put back by
 * itself because the cloud copy has not changed since (issue 30): on its
 * way, saved, or held on this device when the save cannot go through (the
 * status line says why). Gone once the author writes on after it is saved.
 */
export function RestoredDraftNotice({ editor, intl }: RestoredDraftNoticeProps) {
  const restored = useSelector(editor, selectRestoredDraft);
  const saved = useSelector(editor, selectRestoredDraftSaved);
  const stuck = useSelector(editor, selectIsStuck);
  if (!restored) return null;
  const state = saved ? 'saved' : stuck ? 'stuck' : 'saving';
  const values = {
    time: formatDateTime(intl, restored.savedAt),
    words: formatWords(intl, restored.words, { exact: true }),
  };
  return (
    <MessageBar
      intent={state === 'saved' ? 'success' : state === 'stuck' ? 'warning' : 'info'}
      layout="multiline"
    >
      <MessageBarBody>
        <MessageBarTitle>{intl.formatMessage({ id: 'editor.restored.title' })}</MessageBarTitle>
        {intl.formatMessage({ id: `editor.restored.${state}` }, values)}
      </MessageBarBody>
    </MessageBar>
  );
}
