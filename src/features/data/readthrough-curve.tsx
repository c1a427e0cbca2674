/**
 * The read-through curve: unique readers of every chapter in reading order,
 * the line that shows where readers stop. The five largest drops are
 * numbered on the curve and listed under it, each linked to its chapter; the
 * list and a one-line summary are what a screen reader reads (the line of
 * thousands of points is not read out).
 */
import { Body1, Caption1, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { ChartEmpty, ChartSkeleton } from '../../components/chart/chart-states';
import { useT } from '../../components/intl';
import { RetryNotice } from '../../components/retry-notice';
import { Surface } from '../../components/surface';
import type { Readthrough } from '../../machines/book-data/book-data.types';
import { ChapterLink } from './chapter-link';
import { useDataFormat } from './data-format';
import { useDataStyles } from './data-styles';
import { FigureLabel } from './figure-label';

const HEIGHT = 180;
// The drawing's own units; the SVG stretches them to the frame's width.
const VIEW_WIDTH = 1000;

const useStyles = makeStyles({
  frame: { position: 'relative', margin: 0 },
  svg: { display: 'block', width: '100%', overflow: 'visible' },
  area: { fill: tokens.colorBrandBackground2 },
  line: { fill: 'none', stroke: tokens.colorBrandStroke1, strokeWidth: '2px' },
  marker: {
    position: 'absolute',
    transform: 'translate(-50%, -50%)',
    display: 'grid',
    placeItems: 'center',
    width: '20px',
    height: '20px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorPaletteRedBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    fontSize: tokens.fontSizeBase100,
    fontWeight: tokens.fontWeightSemibold,
    textDecoration: 'none',
    boxShadow: tokens.shadow4,
    ':hover': { textDecoration: 'none', outline: `2px solid ${tokens.colorNeutralForeground1}` },
  },
  axis: { display: 'flex', justifyContent: 'space-between', color: tokens.colorNeutralForeground3 },
  drops: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  dropFigures: { color: tokens.colorNeutralForeground3, fontVariantNumeric: 'tabular-nums' },
});

interface Drawing {
  line: string;
  area: string;
  /** Where each chapter number sits, as shares of the width and height. */
  at: (chapterNo: number) => { x: number; y: number } | null;
}

function draw(curve: Readthrough): Drawing | null {
  const count = curve.readers.length;
  if (count === 0) return null;
  const top = Math.max(1, ...curve.readers) * 1.1;
  const xOf = (index: number) => (count > 1 ? index / (count - 1) : 0.5);
  const yOf = (readers: number) => 1 - readers / top;
  const coordinates = curve.readers.map(
    (readers, index) =>
      `${(xOf(index) * VIEW_WIDTH).toFixed(1)},${(yOf(readers) * HEIGHT).toFixed(1)}`,
  );
  const line = `M${coordinates.join('L')}`;
  const [first, last] = count > 1 ? [0, VIEW_WIDTH] : [VIEW_WIDTH / 2, VIEW_WIDTH / 2];
  const indexOf = new Map(curve.chapter_nos.map((no, index) => [no, index]));
  return {
    line,
    area: `${line}L${last},${HEIGHT}L${first},${HEIGHT}Z`,
    at: (chapterNo) => {
      const index = indexOf.get(chapterNo);
      return index === undefined ? null : { x: xOf(index), y: yOf(curve.readers[index] ?? 0) };
    },
  };
}

/** Props of {@link ReadthroughCurve}. */
export interface ReadthroughCurveProps {
  readonly bookId: string;
  readonly curve: Readthrough | null;
  readonly loading: boolean;
  readonly error: string | null;
  readonly onRetry: () => void;
}

export function ReadthroughCurve({
  bookId,
  curve,
  loading,
  error,
  onRetry,
}: ReadthroughCurveProps) {
  const t = useT();
  const styles = useStyles();
  const shared = useDataStyles();
  const format = useDataFormat();
  const drawing = useMemo(() => (curve ? draw(curve) : null), [curve]);
  const title = t('data.readthrough.title');

  let body: React.ReactNode;
  if (error) body = <RetryNotice message={t(error)} onRetry={onRetry} />;
  else if (!curve) body = loading ? <ChartSkeleton title={title} height={HEIGHT} /> : null;
  else if (!drawing)
    body = <ChartEmpty title={title} text={t('data.readthrough.empty')} height={HEIGHT} />;
  else {
    const firstNo = curve.chapter_nos[0] ?? 1;
    const lastNo = curve.chapter_nos.at(-1) ?? firstNo;
    const firstReaders = curve.readers[0] ?? 0;
    const lastReaders = curve.readers.at(-1) ?? 0;
    body = (
      <>
        <Body1>
          {t('data.readthrough.summary', {
            first: firstNo,
            firstReaders: format.count(firstReaders),
            last: lastNo,
            lastReaders: format.count(lastReaders),
            share: format.share(firstReaders > 0 ? lastReaders / firstReaders : null),
          })}
        </Body1>
        <figure className={styles.frame} aria-hidden>
          <svg
            aria-hidden="true"
            className={styles.svg}
            viewBox={`0 0 ${VIEW_WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            height={HEIGHT}
          >
            <path className={styles.area} d={drawing.area} />
            <path className={styles.line} d={drawing.line} vectorEffect="non-scaling-stroke" />
          </svg>
          {curve.drops.map((drop, rank) => {
            const point = drawing.at(drop.chapter_no);
            if (!point) return null;
            return (
              <ChapterLink
                key={drop.chapter_id}
                bookId={bookId}
                chapterId={drop.chapter_id}
                className={styles.marker}
                style={{ left: `${point.x * 100}%`, top: `${point.y * HEIGHT}px` }}
                tabIndex={-1}
                title={drop.title}
              >
                {rank + 1}
              </ChapterLink>
            );
          })}
        </figure>
        <div className={styles.axis} aria-hidden>
          <Caption1>{t('data.readthrough.chapter', { no: firstNo })}</Caption1>
          <Caption1>{t('data.readthrough.chapter', { no: lastNo })}</Caption1>
        </div>
        {curve.drops.length > 0 ? (
          <>
            <FigureLabel label={t('data.readthrough.drops')} definitionId="data.def.drop" />
            <ol className={styles.drops} aria-label={t('data.readthrough.drops')}>
              {curve.drops.map((drop) => (
                <li key={drop.chapter_id}>
                  <ChapterLink bookId={bookId} chapterId={drop.chapter_id}>
                    {drop.title || t('data.readthrough.chapter', { no: drop.chapter_no })}
                  </ChapterLink>{' '}
                  <Caption1 className={styles.dropFigures}>
                    {t('data.readthrough.drop', {
                      lost: format.count(drop.lost),
                      rate: format.share(drop.lost_rate),
                      before: format.count(drop.readers_before),
                    })}
                  </Caption1>
                </li>
              ))}
            </ol>
          </>
        ) : null}
      </>
    );
  }
  return (
    <Surface className={shared.panel} aria-labelledby="data-readthrough-title">
      <div className={shared.headerRow}>
        <Subtitle2 as="h2" id="data-readthrough-title">
          {title}
        </Subtitle2>
        <FigureLabel
          className={shared.muted}
          size="small"
          label={t('data.readthrough.what')}
          definitionId="data.def.readthrough"
        />
      </div>
      {body}
    </Surface>
  );
}
