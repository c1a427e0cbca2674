import {
  Link,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useIntl, useT } from '../../components/intl';
import { formatDateTime, formatWords } from '../../i18n/intl';
import { inAppClick } from '../../lib/in-app-link';

/** A chapter whose latest text is only on this device. */
export interface UnsavedChapter {
  readonly key: string;
  /** The chapter's title as typed; empty when none yet. */
  readonly title: string;
  readonly words: number;
  /** Epoch ms of the last change kept on the device. */
  readonly savedAt: number;
  /** True when the server has never had this chapter. */
  readonly isNew: boolean;
  /** The editor's address for it. */
  readonly href: string;
}

const useStyles = makeStyles({
  list: {
    margin: `${tokens.spacingVerticalXS} 0 0`,
    paddingLeft: tokens.spacingHorizontalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
  meta: { color: tokens.colorNeutralForeground3 },
});

/** Props of {@link LocalDraftsNotice}. */
export interface LocalDraftsNoticeProps {
  readonly chapters: readonly UnsavedChapter[];
  /** In-app navigation. */
  readonly navigate: (href: string) => void;
}

/**
 * Chapters written on this device that the server does not have yet (a tab
 * closed offline, a new chapter whose first save never went through), each
 * a link back into the editor, which saves it. Without this a new chapter's
 * draft could only be found through the editor address it was started at.
 */
export function LocalDraftsNotice({ chapters, navigate }: LocalDraftsNoticeProps) {
  const styles = useStyles();
  const t = useT();
  const intl = useIntl();
  if (chapters.length === 0) return null;
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>
          {t('chapters.localDrafts.title', { count: chapters.length })}
        </MessageBarTitle>
        {t('chapters.localDrafts.body')}
        <ul className={styles.list}>
          {chapters.map((chapter) => (
            <li key={chapter.key}>
              <Link href={chapter.href} onClick={inAppClick(() => navigate(chapter.href))}>
                {chapter.title || t('chapters.localDrafts.untitled')}
              </Link>{' '}
              <span className={styles.meta}>
                {t(chapter.isNew ? 'chapters.localDrafts.metaNew' : 'chapters.localDrafts.meta', {
                  words: formatWords(intl, chapter.words, { exact: true }),
                  time: formatDateTime(intl, chapter.savedAt),
                })}
              </span>
            </li>
          ))}
        </ul>
      </MessageBarBody>
    </MessageBar>
  );
}
