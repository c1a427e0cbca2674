import { Body1, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { type AppIntl, formatDateTime } from '../../i18n/intl';
import { type DiffPiece, type DiffRow, diffParagraphs } from '../../lib/paragraph-diff';
import type { VersionText } from '../../machines/chapter-history/chapter-history.machine';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    // A phone stacks the two sides: the old paragraph above the new one.
    '@media (max-width: 720px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  head: {
    fontWeight: tokens.fontWeightSemibold,
    position: 'sticky',
    top: 0,
    backgroundColor: tokens.colorNeutralBackground1,
    paddingBottom: tokens.spacingVerticalXS,
    '@media (max-width: 720px)': { display: 'none' },
  },
  cell: {
    margin: 0,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    lineHeight: '1.8',
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    minWidth: 0,
  },
  empty: { '@media (max-width: 720px)': { display: 'none' } },
  removed: { backgroundColor: tokens.colorPaletteRedBackground1 },
  added: { backgroundColor: tokens.colorPaletteGreenBackground1 },
  del: {
    backgroundColor: tokens.colorPaletteRedBackground2,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'line-through',
  },
  ins: {
    backgroundColor: tokens.colorPaletteGreenBackground2,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
  },
  side: {
    display: 'none',
    color: tokens.colorNeutralForeground3,
    '@media (max-width: 720px)': { display: 'inline' },
  },
  summary: { color: tokens.colorNeutralForeground2 },
});

/** Props of {@link VersionCompare}. */
export interface VersionCompareProps {
  /** The older version (left). */
  readonly before: VersionText;
  /** The newer version (right). */
  readonly after: VersionText;
  readonly intl: AppIntl;
}

function Pieces({ pieces, mark }: { pieces: readonly DiffPiece[]; mark: 'del' | 'ins' }) {
  const styles = useStyles();
  // Each piece starts at its own offset in the paragraph: a stable key.
  let at = 0;
  return (
    <>
      {pieces.map((piece) => {
        const offset = at;
        at += piece.text.length;
        if (!piece.changed) return <span key={offset}>{piece.text}</span>;
        return mark === 'del' ? (
          <del key={offset} className={styles.del}>
            {piece.text}
          </del>
        ) : (
          <ins key={offset} className={styles.ins}>
            {piece.text}
          </ins>
        );
      })}
    </>
  );
}

function Row({ row, labels }: { row: DiffRow; labels: { before: string; after: string } }) {
  const styles = useStyles();
  const side = (label: string) => <span className={styles.side}>{label} </span>;
  switch (row.kind) {
    case 'same':
      return (
        <>
          <p className={styles.cell}>{row.left}</p>
          <p className={mergeClasses(styles.cell, styles.empty)} aria-hidden="true">
            {row.right}
          </p>
        </>
      );
    case 'removed':
      return (
        <>
          <p className={mergeClasses(styles.cell, styles.removed)}>
            {side(labels.before)}
            <del className={styles.del}>{row.left}</del>
          </p>
          <p className={mergeClasses(styles.cell, styles.empty)} />
        </>
      );
    case 'added':
      return (
        <>
          <p className={mergeClasses(styles.cell, styles.empty)} />
          <p className={mergeClasses(styles.cell, styles.added)}>
            {side(labels.after)}
            <ins className={styles.ins}>{row.right}</ins>
          </p>
        </>
      );
    case 'changed':
      return (
        <>
          <p className={mergeClasses(styles.cell, styles.removed)}>
            {side(labels.before)}
            <Pieces pieces={row.left} mark="del" />
          </p>
          <p className={mergeClasses(styles.cell, styles.added)}>
            {side(labels.after)}
            <Pieces pieces={row.right} mark="ins" />
          </p>
        </>
      );
  }
}

/**
 * Two versions side by side, paragraph by paragraph: removed paragraphs on
 * the left, added ones on the right, changed ones paired with what changed
 * inside marked (<del>/<ins>, so screen readers say so too). Unchanged
 * paragraphs are shown once on a phone, where the sides are stacked.
 */
export function VersionCompare({ before, after, intl }: VersionCompareProps) {
  const styles = useStyles();
  const diff = useMemo(() => diffParagraphs(before.content, after.content), [before, after]);
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const labels = { before: t('desk.compare.before'), after: t('desk.compare.after') };
  const titleChanged = before.title !== after.title;
  return (
    <div className={styles.root}>
      <Body1 className={styles.summary}>
        {diff.added + diff.removed + diff.changed === 0 && !titleChanged
          ? t('desk.compare.same')
          : t('desk.compare.summary', {
              changed: diff.changed,
              added: diff.added,
              removed: diff.removed,
            })}
      </Body1>
      {titleChanged ? (
        <Text>{t('desk.compare.title', { before: before.title, after: after.title })}</Text>
      ) : null}
      <div className={styles.grid}>
        <Text className={styles.head}>
          {t('desk.compare.side', {
            side: labels.before,
            time: formatDateTime(intl, before.createTime),
          })}
        </Text>
        <Text className={styles.head}>
          {t('desk.compare.side', {
            side: labels.after,
            time: formatDateTime(intl, after.createTime),
          })}
        </Text>
        {diff.rows.map((row) => (
          <Row key={row.key} row={row} labels={labels} />
        ))}
      </div>
    </div>
  );
}
