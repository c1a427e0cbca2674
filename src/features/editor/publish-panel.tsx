import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { CalendarClock20Regular, Send20Regular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { ConfirmButton } from '../../components/confirm-button';
import { DateTimeField } from '../../components/date-field';
import { zoneLabel } from '../../components/zone-label';
import { type AppIntl, formatDateTime } from '../../i18n/intl';
import { toLocalInputValue } from '../../lib/time-zone';
import {
  EDITOR_ERRORS,
  selectHasRevision,
  selectIntentKind,
  selectIsPublishing,
  selectOpenedOffline,
  selectPublishAt,
  selectPublishError,
  selectPublishFieldErrors,
  selectServer,
} from '../../machines/chapter-editor/chapter-editor.machine';
import { RevisionActions } from './revision-bar';
import type { EditorActorRef } from './types';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'end' },
  state: { color: tokens.colorNeutralForeground2 },
});

/** The next full hour after tomorrow's now: a sensible first guess for a schedule. */
function defaultScheduleValue(): string {
  const date = new Date(Date.now() + 86_400_000);
  date.setMinutes(0, 0, 0);
  return toLocalInputValue(date);
}

/**
 * Publish now (with a confirmation: readers see it at once), schedule at a
 * time chosen in the author's time zone, or cancel a schedule. The machine
 * saves the text first.
 */
export function PublishPanel({ editor, intl }: { editor: EditorActorRef; intl: AppIntl }) {
  const styles = useStyles();
  const server = useSelector(editor, selectServer);
  const busy = useSelector(editor, selectIsPublishing);
  // Updating with the revision is the main action then, not publishing early.
  const hasRevision = useSelector(editor, selectHasRevision);
  // An apply, discard or restore says its own failure (./revision-bar.tsx).
  const error = useSelector(editor, (s) =>
    selectIntentKind(s) === 'publish' ? selectPublishError(s) : null,
  );
  const fieldError = useSelector(editor, (s) => selectPublishFieldErrors(s).publish_at ?? null);
  const refusedAt = useSelector(editor, selectPublishAt);
  const refusedKind = useSelector(editor, selectIntentKind);
  const [when, setWhen] = useState(defaultScheduleValue);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  const offline = useSelector(editor, selectOpenedOffline);
  const status = server?.status ?? null;
  // Opened offline from the device's draft: the server's state is not known yet.
  let stateText = t(offline ? 'editor.status.offline' : 'editor.status.new');
  if (status === 'draft') stateText = t('editor.status.draft');
  if (status === 'scheduled' && server?.publishAt)
    stateText = t('editor.status.scheduled', { time: formatDateTime(intl, server.publishAt) });
  if (status === 'published' && server?.publishedAt)
    stateText = t('editor.status.published', { time: formatDateTime(intl, server.publishedAt) });
  if (status === 'trashed') stateText = t('editor.status.trashed');

  const canPublish = status !== 'published' && status !== 'trashed';
  const schedule = () => {
    const date = new Date(when);
    if (Number.isNaN(date.getTime())) return;
    editor.send({ type: 'editor.publish', publishAt: date.toISOString() });
  };

  return (
    <section className={styles.root} aria-labelledby="editor-publish-heading">
      <Text id="editor-publish-heading" weight="semibold">
        {t('editor.publish.heading')}
      </Text>
      <Text className={styles.state}>{stateText}</Text>
      {error ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{t(error)}</MessageBarBody>
          {error === EDITOR_ERRORS.prepublishWarnings ? (
            <MessageBarActions>
              <Button
                disabledFocusable={busy}
                onClick={() =>
                  // The refusal came from applying the revision or from publishing.
                  editor.send(
                    refusedKind === 'apply'
                      ? { type: 'revision.apply', warningsAcknowledged: true }
                      : {
                          type: 'editor.publish',
                          publishAt: refusedAt,
                          warningsAcknowledged: true,
                        },
                  )
                }
              >
                {t('editor.publish.acknowledgeWarnings')}
              </Button>
            </MessageBarActions>
          ) : null}
        </MessageBar>
      ) : null}
      <RevisionActions editor={editor} intl={intl} />
      {canPublish ? (
        <>
          <ConfirmButton
            label={t('editor.action.publish')}
            appearance={hasRevision ? 'secondary' : 'primary'}
            icon={<Send20Regular />}
            disabled={busy}
            title={t('editor.publish.confirmTitle')}
            body={t('editor.publish.confirmBody')}
            cancelLabel={t('editor.publish.cancel')}
            onConfirm={() => editor.send({ type: 'editor.publish', publishAt: null })}
          />
          <div className={styles.row}>
            <DateTimeField
              label={t('editor.publish.at', { zone: zoneLabel(intl) })}
              hint={t('editor.publish.atHint')}
              validationMessage={fieldError ? t(fieldError) : undefined}
              value={when}
              onChange={setWhen}
            />
            <Button
              icon={<CalendarClock20Regular />}
              disabledFocusable={busy || !when}
              onClick={schedule}
            >
              {t('editor.action.schedule')}
            </Button>
          </div>
        </>
      ) : null}
      {status === 'scheduled' ? (
        <Button
          appearance="subtle"
          disabledFocusable={busy}
          onClick={() => editor.send({ type: 'editor.unschedule' })}
        >
          {t('editor.action.unschedule')}
        </Button>
      ) : null}
    </section>
  );
}
