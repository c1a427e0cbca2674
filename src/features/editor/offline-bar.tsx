import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import type { AppIntl } from '../../i18n/intl';
import { selectOpenedOffline } from '../../machines/chapter-editor/chapter-editor.machine';
import type { EditorActorRef } from './types';

/** Props of {@link OfflineBar}. */
export interface OfflineBarProps {
  readonly editor: EditorActorRef;
  readonly intl: AppIntl;
}

/**
 * Says plainly that the chapter was opened from this device with no server
 * (issue 17): the text is the one saved here, and what the author writes
 * stays here until the network is back. Gone once the server has the text.
 */
export function OfflineBar({ editor, intl }: OfflineBarProps) {
  const offline = useSelector(editor, selectOpenedOffline);
  if (!offline) return null;
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{intl.formatMessage({ id: 'editor.offline.title' })}</MessageBarTitle>
        {intl.formatMessage({ id: 'editor.offline.body' })}
      </MessageBarBody>
    </MessageBar>
  );
}
