import {
  Button,
  makeStyles,
  mergeClasses,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowSync20Regular,
  CloudArrowUp20Regular,
  CloudCheckmark20Regular,
  CloudOff20Regular,
  DocumentEdit20Regular,
  PersonWarning20Regular,
  Warning20Regular,
} from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { type AppIntl, formatDateTime } from '../../i18n/intl';
import {
  type SyncStatus,
  selectChapterId,
  selectLocalBehind,
  selectLocalFailed,
  selectSyncedAt,
  selectSyncStatus,
} from '../../machines/chapter-editor/chapter-editor.machine';
import type { EditorActorRef } from './types';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    minHeight: '32px',
    color: tokens.colorNeutralForeground2,
  },
  warning: { color: tokens.colorPaletteDarkOrangeForeground1 },
  danger: { color: tokens.colorPaletteRedForeground1 },
  ok: { color: tokens.colorPaletteGreenForeground1 },
  // The icon and its text stay on one line, the text wrapping beside the icon:
  // as two items of the wrapping row, a long text left the icon alone on its line on phones.
  message: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    flex: '1 1 12em',
    minWidth: 0,
  },
  icon: { flexShrink: 0, display: 'inline-flex' },
  text: { minWidth: 0 },
});

type Tone = 'neutral' | 'ok' | 'warning' | 'danger';

const TONE: Record<SyncStatus, Tone> = {
  loading: 'neutral',
  loadFailed: 'danger',
  offlineNoDraft: 'danger',
  saved: 'ok',
  unsaved: 'neutral',
  saving: 'neutral',
  retrying: 'warning',
  offline: 'warning',
  paused: 'warning',
  incomplete: 'warning',
  invalid: 'danger',
  conflict: 'danger',
  blocked: 'danger',
};

/** Props of {@link SyncStatusLine}. */
export interface SyncStatusLineProps {
  readonly editor: EditorActorRef;
  readonly intl: AppIntl;
}

/**
 * Says plainly where the text is: on this device, on its way, in the cloud,
 * or held back (offline, logged out, conflict) and why. A live region, so a
 * screen reader hears when saving stops working.
 */
export function SyncStatusLine({ editor, intl }: SyncStatusLineProps) {
  const styles = useStyles();
  const status = useSelector(editor, selectSyncStatus);
  const syncedAt = useSelector(editor, selectSyncedAt);
  const localFailed = useSelector(editor, selectLocalFailed);
  const localBehind = useSelector(editor, selectLocalBehind);
  const isNew = useSelector(editor, (s) => selectChapterId(s) === null);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  let icon: ReactNode = null;
  let text: string;
  switch (status) {
    case 'saved':
      icon = <CloudCheckmark20Regular />;
      if (isNew) {
        icon = <DocumentEdit20Regular />;
        text = t('editor.sync.new');
      } else {
        text = syncedAt
          ? t('editor.sync.savedAt', { time: formatDateTime(intl, syncedAt, 'time') })
          : t('editor.sync.saved');
      }
      break;
    case 'saving':
      icon = <Spinner size="extra-tiny" />;
      text = t('editor.sync.saving');
      break;
    case 'unsaved':
      // Still, not spinning: this is the state of every keystroke, and a
      // spinner restyles the page on every frame the author types through.
      icon = <CloudArrowUp20Regular />;
      // "Safe on this device" unless a local write is taking unusually long
      // (every keystroke starts one, done in milliseconds).
      text = t(localBehind ? 'editor.sync.writing' : 'editor.sync.unsaved');
      break;
    case 'loading':
      icon = <Spinner size="extra-tiny" />;
      text = t('editor.sync.loading');
      break;
    case 'loadFailed':
      icon = <Warning20Regular />;
      text = t('editor.error.load');
      break;
    case 'offlineNoDraft':
      icon = <CloudOff20Regular />;
      text = t('editor.error.offlineNoDraft');
      break;
    case 'offline':
      icon = <CloudOff20Regular />;
      text = t('editor.sync.offline');
      break;
    case 'paused':
      icon = <PersonWarning20Regular />;
      text = t('editor.sync.paused');
      break;
    case 'retrying':
      icon = <ArrowSync20Regular />;
      text = t('editor.sync.retrying');
      break;
    default:
      icon = <Warning20Regular />;
      text = t(`editor.sync.${status}`);
  }
  const tone = localFailed ? 'danger' : TONE[status];
  return (
    <div
      className={mergeClasses(
        styles.root,
        tone === 'ok' && styles.ok,
        tone === 'warning' && styles.warning,
        tone === 'danger' && styles.danger,
      )}
      role="status"
      aria-live="polite"
    >
      <span className={styles.message}>
        <span className={styles.icon} aria-hidden>
          {icon}
        </span>
        <Text className={styles.text} size={200}>
          {localFailed ? `${text} ${t('editor.sync.localFailed')}` : text}
        </Text>
      </span>
      {status === 'retrying' ||
      status === 'blocked' ||
      status === 'loadFailed' ||
      status === 'offlineNoDraft' ? (
        <Button
          size="small"
          appearance="subtle"
          onClick={() => editor.send({ type: 'editor.retry' })}
        >
          {t('editor.action.retry')}
        </Button>
      ) : null}
    </div>
  );
}
