/**
 * The five KPI cards of a range: the figure, its definition, and the change
 * against the previous equal period. Arrow, words and colour all come from
 * the data's own `trend`, so a fall never shows an up-arrow, and the words
 * say up or down for those who cannot tell the colours apart.
 */
import { Caption1, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { ArrowDown16Regular, ArrowUp16Regular, Subtract16Regular } from '@fluentui/react-icons';
import { useT } from '../../components/intl';
import { Surface } from '../../components/surface';
import type { DataDaily, DataKpi, KpiKey } from '../../machines/book-data/book-data.types';
import { KPI_KEYS } from '../../machines/book-data/book-data.types';
import { type DataFormat, useDataFormat } from './data-format';
import { useDataStyles } from './data-styles';
import { FigureLabel } from './figure-label';

/** Message ids of each card's name and definition. */
const KPI_TEXT: Readonly<Record<KpiKey, { label: string; definition: string }>> = {
  readers: { label: 'data.kpi.readers', definition: 'data.def.readers' },
  views: { label: 'data.kpi.views', definition: 'data.def.views' },
  favorites_net: { label: 'data.kpi.favoritesNet', definition: 'data.def.favoritesNet' },
  subscriptions: { label: 'data.kpi.subscriptions', definition: 'data.def.subscriptions' },
  comments: { label: 'data.kpi.comments', definition: 'data.def.comments' },
};

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  item: { display: 'flex', minWidth: 0, '& > section': { flexGrow: 1 } },
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalXS },
  value: {
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
    overflowWrap: 'anywhere',
    '@media (max-width: 599.98px)': {
      fontSize: tokens.fontSizeBase500,
      lineHeight: tokens.lineHeightBase500,
    },
  },
  change: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalXXS },
  icon: { flexShrink: 0, marginTop: '1px' },
  up: { color: tokens.colorPaletteGreenForeground1 },
  down: { color: tokens.colorPaletteRedForeground1 },
});

/** The change in words: "Up 118 (2%) on the previous period". */
function changeText(
  kpi: DataKpi,
  format: DataFormat,
  t: (id: string, values?: Record<string, string | number>) => string,
): string {
  if (kpi.trend === null || kpi.change === null) return t('data.change.none');
  if (kpi.trend === 'flat') return t('data.change.flat');
  const values = { change: format.count(Math.abs(kpi.change)) };
  const direction = kpi.trend === 'up' ? 'up' : 'down';
  return kpi.change_percent === null
    ? t(`data.change.${direction}NoPercent`, values)
    : t(`data.change.${direction}`, {
        ...values,
        percent: format.percent(Math.abs(kpi.change_percent)),
      });
}

function KpiCard({ name, kpi }: { name: KpiKey; kpi: DataKpi }) {
  const styles = useStyles();
  const shared = useDataStyles();
  const t = useT();
  const format = useDataFormat();
  const Icon =
    kpi.trend === 'up'
      ? ArrowUp16Regular
      : kpi.trend === 'down'
        ? ArrowDown16Regular
        : Subtract16Regular;
  return (
    <Surface className={styles.card} data-kpi={name}>
      <FigureLabel label={t(KPI_TEXT[name].label)} definitionId={KPI_TEXT[name].definition} />
      <Text className={styles.value} data-testid={`kpi-${name}`}>
        {format.count(kpi.value)}
      </Text>
      <Caption1
        className={mergeClasses(
          styles.change,
          kpi.trend === 'up' && styles.up,
          kpi.trend === 'down' && styles.down,
          kpi.trend === null && shared.muted,
        )}
      >
        <Icon className={styles.icon} aria-hidden />
        <span>{changeText(kpi, format, t)}</span>
      </Caption1>
    </Surface>
  );
}

/** Props of {@link KpiCards}. */
export interface KpiCardsProps {
  readonly daily: DataDaily;
}

export function KpiCards({ daily }: KpiCardsProps) {
  const styles = useStyles();
  const t = useT();
  return (
    <ul className={styles.grid} aria-label={t('data.kpi.title')}>
      {KPI_KEYS.map((name) => (
        <li key={name} className={styles.item}>
          <KpiCard name={name} kpi={daily.kpis[name]} />
        </li>
      ))}
    </ul>
  );
}
