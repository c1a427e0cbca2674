import { MessageBar, MessageBarBody, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ArrowUndo20Regular, Send20Regular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { ConfirmButton } from '../../components/confirm-button';
import { type AppIntl, formatDateTime, formatWords } from '../../i18n/intl';
import {
  type EditedText,
  selectEditedText,
  selectHasRevision,
  selectIntentKind,
  selectIsEditing,
  selectIsPublishing,
  selectOwnWordCount,
  selectPublishError,
  selectServer,
  selectWordCount,
} from '../../machines/chapter-editor/chapter-editor.machine';
import type { EditorActorRef } from './types';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  words: { display: 'block', marginTop: tokens.spacingVerticalS, fontWeight: 600 },
});

/** What the bar says for each state of a published or scheduled chapter's text. */
const TEXT_ID: Partial<Record<EditedText, string>> = {
  published: 'editor.text.published',
  publishedRevision: 'editor.text.publishedRevision',
  scheduled: 'editor.text.scheduled',
  scheduledRevision: 'editor.text.scheduledRevision',
};

/**
 * Says plainly which text a published or scheduled chapter's editor holds:
 * what readers have (or get at the scheduled time), or a pending revision
 * they do not have yet. Also says why an apply, discard or restore failed.
 * Nothing for drafts and new chapters.
 */
export function RevisionBar({ editor, intl }: { editor: EditorActorRef; intl: AppIntl }) {
  const state = useSelector(editor, selectEditedText);
  const hasRevision = useSelector(editor, selectHasRevision);
  const server = useSelector(editor, selectServer);
  const error = useSelector(editor, (s) =>
    selectIntentKind(s) === 'publish' ? null : selectPublishError(s),
  );
  const textId = TEXT_ID[state];
  const when = server?.status === 'scheduled' ? server.publishAt : server?.publishedAt;
  return (
    <>
      {error ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{intl.formatMessage({ id: error })}</MessageBarBody>
        </MessageBar>
      ) : null}
      {textId ? (
        <MessageBar intent={hasRevision ? 'warning' : 'info'} layout="multiline">
          <MessageBarBody>
            {intl.formatMessage({ id: textId }, { time: when ? formatDateTime(intl, when) : '' })}
          </MessageBarBody>
        </MessageBar>
      ) : null}
    </>
  );
}

/**
 * The publish panel's actions on a published or scheduled chapter with a
 * pending revision: 'Update the published (scheduled) chapter', confirmed
 * with the word-count change, and 'Discard revision', confirmed too.
 */
export function RevisionActions({ editor, intl }: { editor: EditorActorRef; intl: AppIntl }) {
  const styles = useStyles();
  const hasRevision = useSelector(editor, selectHasRevision);
  const busy = useSelector(editor, selectIsPublishing);
  const editing = useSelector(editor, selectIsEditing);
  const server = useSelector(editor, selectServer);
  const own = useSelector(editor, selectOwnWordCount) ?? 0;
  const words = useSelector(editor, selectWordCount);
  if (!hasRevision || !server) return null;

  const scheduled = server.status === 'scheduled';
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const time = scheduled && server.publishAt ? formatDateTime(intl, server.publishAt) : '';
  const exact = (n: number) => formatWords(intl, n, { exact: true });
  const delta = intl.formatNumber(words - own, { signDisplay: 'exceptZero' });
  const applyLabel = t(scheduled ? 'editor.action.applyScheduled' : 'editor.action.applyPublished');

  return (
    <div className={styles.actions}>
      <ConfirmButton
        label={applyLabel}
        appearance="primary"
        icon={<Send20Regular />}
        disabled={busy || !editing}
        title={t(scheduled ? 'editor.apply.titleScheduled' : 'editor.apply.titlePublished')}
        body={
          <>
            <Text>
              {t(scheduled ? 'editor.apply.bodyScheduled' : 'editor.apply.bodyPublished', { time })}
            </Text>
            <Text className={styles.words}>
              {t('editor.apply.words', { before: exact(own), after: exact(words), delta })}
            </Text>
          </>
        }
        cancelLabel={t('editor.publish.cancel')}
        onConfirm={() => editor.send({ type: 'revision.apply' })}
      />
      <ConfirmButton
        label={t('editor.action.discardRevision')}
        icon={<ArrowUndo20Regular />}
        disabled={busy || !editing}
        title={t('editor.discard.title')}
        body={t(scheduled ? 'editor.discard.bodyScheduled' : 'editor.discard.bodyPublished', {
          own: exact(own),
          words: exact(words),
        })}
        cancelLabel={t('editor.discard.keep')}
        onConfirm={() => editor.send({ type: 'revision.discard' })}
      />
    </div>
  );
}
