/** One row of the chapter list: checkbox, number, title, words, status, times and the edit link. */
// biome-ignore-all lint/a11y/useSemanticElements: the virtual table is divs with table roles; table cells cost Chromium ~0.6 ms each to style (see ChapterRowView)
// biome-ignore-all lint/a11y/useFocusableInteractive: rows of a role="table" (not a grid) are not focus stops; their checkbox and edit link are

import { mergeClasses, Text } from '@fluentui/react-components';
import { Edit16Regular } from '@fluentui/react-icons';
import { memo } from 'react';
import { useIntl, useT } from '../../components/intl';
import { formatDateTime, formatWords } from '../../i18n/intl';
import { inAppClick } from '../../lib/in-app-link';
import type { ChapterRow } from '../../machines/chapter-list/chapter-list.machine';
import { useChapterListStyles } from './chapter-list-styles';
import { ReviewBadge } from './review-filter';

interface RowProps {
  readonly index: number;
  readonly row: ChapterRow | undefined;
  readonly start: number;
  readonly height: number;
  readonly narrow: boolean;
  /** Without the last-edited column (see COMPACT_QUERY). */
  readonly compact: boolean;
  readonly selected: boolean;
  readonly highlighted: boolean;
  /** Volume title when this row starts a volume in the whole-book view. */
  readonly volumeTitle: string | null;
  readonly onToggle: (id: string, selected: boolean) => void;
  readonly editHref: (chapterId: string) => string;
  readonly onEdit: (chapterId: string) => void;
}

export const ChapterRowView = memo(function ChapterRowView(props: RowProps) {
  const { index, row, start, height, narrow, compact, selected, highlighted, volumeTitle } = props;
  const styles = useChapterListStyles();
  const t = useT();
  const intl = useIntl();
  const className = mergeClasses(
    styles.row,
    narrow && styles.rowNarrow,
    compact && !narrow && styles.rowCompact,
    selected && styles.selected,
    highlighted && styles.highlight,
  );
  const style = { height: `${height}px`, transform: `translateY(${start}px)` };
  if (!row) {
    return (
      <div
        role="row"
        aria-rowindex={index + 2}
        aria-busy="true"
        className={className}
        style={style}
      >
        <div role="cell" />
        <div role="cell" className={styles.cell}>
          <div className={styles.placeholder} />
        </div>
      </div>
    );
  }
  const time =
    row.status === 'scheduled' && row.publish_at
      ? t('chapters.row.scheduledAt', { time: formatDateTime(intl, row.publish_at) })
      : row.published_at
        ? formatDateTime(intl, row.published_at)
        : '—';
  const number = t('chapters.row.number', { no: row.chapter_no });
  // Rows mount by the dozen on every frame of a fast scroll: plain elements
  // styled with tokens, not Fluent components, keep each frame short. They
  // are divs with table roles, not <tr>/<td>: Chromium took about 0.6 ms to
  // style each table cell laid out as a grid item, 50 to 150 ms a frame.
  const status = (
    <>
      <span className={mergeClasses(styles.status, styles[row.status])}>
        {t(`chapters.status.${row.status}`)}
      </span>
      {row.has_revision ? (
        <span
          className={mergeClasses(styles.status, styles.revision)}
          title={t('chapters.row.revisionHint')}
        >
          {t('chapters.row.revision')}
        </span>
      ) : null}
      <ReviewBadge row={row} />
    </>
  );
  const edit = (
    <a
      className={styles.edit}
      href={props.editHref(row.id)}
      aria-label={t('chapters.row.edit', { title: row.title })}
      title={t('chapters.row.edit', { title: row.title })}
      onClick={inAppClick(() => props.onEdit(row.id))}
    >
      <Edit16Regular />
    </a>
  );
  const check = (
    <div role="cell" className={styles.center}>
      <input
        type="checkbox"
        className={styles.checkbox}
        checked={selected}
        aria-label={t('chapters.row.select', { title: row.title })}
        onChange={(event) => props.onToggle(row.id, event.target.checked)}
      />
    </div>
  );
  const volumeTag = volumeTitle ? (
    <span className={mergeClasses(styles.status, styles.volumeTag)}>{volumeTitle}</span>
  ) : null;

  if (narrow) {
    return (
      <div role="row" aria-rowindex={index + 2} className={className} style={style}>
        {check}
        <div role="cell" className={styles.narrowMain}>
          <div className={styles.titleCell}>
            <Text weight="semibold" className={styles.cell} data-name>
              {row.title}
            </Text>
            {volumeTag}
          </div>
          <div className={styles.narrowMeta}>
            <span className={styles.number}>{number}</span>
            {status}
            <span>{formatWords(intl, row.word_count)}</span>
            {row.is_vip ? <span className={styles.vip}>{t('chapters.row.vip')}</span> : null}
          </div>
          <span className={styles.narrowTime}>{time}</span>
        </div>
        <div role="cell">{edit}</div>
      </div>
    );
  }
  return (
    <div role="row" aria-rowindex={index + 2} className={className} style={style}>
      {check}
      <div role="cell" className={mergeClasses(styles.cell, styles.number)}>
        {row.chapter_no}
      </div>
      <div role="cell" className={mergeClasses(styles.cell, styles.titleCell)}>
        {/* A name the author chose: shortened on a narrow column, read in full in the editor. */}
        <span className={styles.cell} data-name>
          {row.title}
        </span>
        {volumeTag}
      </div>
      <div role="cell" className={mergeClasses(styles.cell, styles.numeric)}>
        {formatWords(intl, row.word_count)}
      </div>
      <div role="cell" className={styles.cell}>
        {row.is_vip ? (
          <span className={styles.vip}>{t('chapters.row.vip')}</span>
        ) : (
          <span className={styles.muted} title={t('chapters.row.free')}>
            {t('chapters.row.free')}
          </span>
        )}
      </div>
      <div role="cell" className={styles.cell}>
        {status}
      </div>
      <div role="cell" className={mergeClasses(styles.cell, styles.muted, styles.timeCell)}>
        {time}
      </div>
      {compact ? null : (
        <div role="cell" className={mergeClasses(styles.cell, styles.muted)}>
          {formatDateTime(intl, row.update_time)}
        </div>
      )}
      <div role="cell">{edit}</div>
    </div>
  );
});
