import { MessageBar, MessageBarBody, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useIntl, useT } from '../../components/intl';
import { formatDateTime } from '../../i18n/intl';
import type { EarlierChapter } from '../../lib/contract';

const useStyles = makeStyles({
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
});

/** Clashes named before "and N more". */
const NAMED = 8;

/**
 * The earlier chapters a publish or schedule of the selection would go out
 * before, foreseen from the rows the list has loaded (the server checks the
 * whole book, and asks the author what to do when it is sent).
 */
export function ClashWarning({ clashes }: { clashes: readonly EarlierChapter[] }) {
  const styles = useStyles();
  const t = useT();
  const intl = useIntl();
  if (clashes.length === 0) return null;
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        {t('chapters.order.clashes', { count: clashes.length })}
        <ul className={styles.list}>
          {clashes.slice(0, NAMED).map((c) => (
            <li key={c.chapter_id}>
              {c.publish_at
                ? t('readingOrder.scheduledChapter', {
                    no: c.chapter_no,
                    title: c.title,
                    time: formatDateTime(intl, c.publish_at),
                  })
                : t('readingOrder.draftChapter', { no: c.chapter_no, title: c.title })}
            </li>
          ))}
        </ul>
        {clashes.length > NAMED ? (
          <Text>{t('readingOrder.more', { count: clashes.length - NAMED })}</Text>
        ) : null}
      </MessageBarBody>
    </MessageBar>
  );
}
