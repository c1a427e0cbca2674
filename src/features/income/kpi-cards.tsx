/**
 * The four KPI cards: this month (pre-tax, estimated), last month (after tax,
 * with its settlement state), this year and all time (after tax). The change
 * against the previous equal period takes its sign, arrow and colour from
 * the server's `trend`; a word says the direction too, so colour is never
 * the only cue.
 */
import {
  Caption1,
  InfoLabel,
  makeStyles,
  mergeClasses,
  Skeleton,
  SkeletonItem,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowDown16Filled, ArrowUp16Filled, Subtract16Filled } from '@fluentui/react-icons';
import { useIntl, useT } from '../../components/intl';
import { Surface } from '../../components/surface';
import { formatMoney } from '../../i18n/intl';
import type { IncomeKpi, IncomeKpiName, IncomeOverview } from '../../lib/contract/income-types';
import { formatDay, formatSignedMoney, formatSignedPercent, idPart } from './income-format';
import { SettlementBadge } from './settlement-badge';

const useStyles = makeStyles({
  cards: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalXS },
  value: {
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
    overflowWrap: 'anywhere',
    '@media (max-width: 599.98px)': {
      fontSize: tokens.fontSizeBase600,
      lineHeight: tokens.lineHeightBase600,
    },
  },
  meta: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
  change: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  up: { color: tokens.colorPaletteGreenForeground1 },
  down: { color: tokens.colorPaletteRedForeground1 },
  flat: { color: tokens.colorNeutralForeground2 },
});

const KPI_NAMES: readonly IncomeKpiName[] = ['this_month', 'last_month', 'this_year', 'all_time'];

const LABELS: Record<IncomeKpiName, { label: string; definition: string }> = {
  this_month: { label: 'income.kpi.thisMonth', definition: 'income.def.kpiThisMonth' },
  last_month: { label: 'income.kpi.lastMonth', definition: 'income.def.kpiLastMonth' },
  this_year: { label: 'income.kpi.thisYear', definition: 'income.def.kpiThisYear' },
  all_time: { label: 'income.kpi.allTime', definition: 'income.def.kpiAllTime' },
};

function Change({ kpi }: { kpi: IncomeKpi }) {
  const styles = useStyles();
  const intl = useIntl();
  const t = useT();
  if (kpi.change === null || kpi.trend === null || !kpi.previous_from || !kpi.previous_to) {
    return <Caption1 className={styles.muted}>{t('income.kpi.noCompare')}</Caption1>;
  }
  const Icon =
    kpi.trend === 'up'
      ? ArrowUp16Filled
      : kpi.trend === 'down'
        ? ArrowDown16Filled
        : Subtract16Filled;
  const percent =
    kpi.change_percent === null ? '' : ` (${formatSignedPercent(intl, kpi.change_percent)})`;
  return (
    <div className={styles.change}>
      <Icon className={styles[kpi.trend]} aria-hidden />
      <Caption1 className={styles[kpi.trend]}>
        {t(`income.kpi.trend.${idPart(kpi.trend)}`, {
          amount: `${formatSignedMoney(intl, kpi.change)}${percent}`,
        })}
      </Caption1>
      <Caption1 className={styles.muted}>
        {t('income.kpi.against', {
          from: formatDay(intl, kpi.previous_from),
          to: formatDay(intl, kpi.previous_to),
        })}
      </Caption1>
    </div>
  );
}

function KpiCard({ name, kpi }: { name: IncomeKpiName; kpi: IncomeKpi }) {
  const styles = useStyles();
  const intl = useIntl();
  const t = useT();
  const label = t(LABELS[name].label);
  return (
    <Surface className={styles.card} role="group" aria-label={label}>
      <InfoLabel size="small" info={t(LABELS[name].definition)} className={styles.muted}>
        {label}
      </InfoLabel>
      <Text className={styles.value} data-kpi={name}>
        {formatMoney(intl, kpi.value)}
      </Text>
      <div className={styles.meta}>
        <Caption1 className={styles.muted}>
          {t(`income.kpi.basis.${idPart(kpi.basis)}`)} ·{' '}
          {t('income.kpi.period', { from: formatDay(intl, kpi.from), to: formatDay(intl, kpi.to) })}
        </Caption1>
        {kpi.state ? <SettlementBadge state={kpi.state} /> : null}
      </div>
      {kpi.state === 'estimated' && kpi.estimated_until ? (
        <Caption1 className={styles.muted}>
          {t('income.estimated.until', { date: formatDay(intl, kpi.estimated_until) })}
        </Caption1>
      ) : null}
      <Change kpi={kpi} />
    </Surface>
  );
}

/** Props of {@link KpiCards}. */
export interface KpiCardsProps {
  /** Null while the overview loads (skeletons). */
  readonly overview: IncomeOverview | null;
}

export function KpiCards({ overview }: KpiCardsProps) {
  const styles = useStyles();
  const t = useT();
  if (!overview) {
    return (
      <Skeleton className={styles.cards} aria-busy="true" aria-label={t('income.loading')}>
        {KPI_NAMES.map((name) => (
          <SkeletonItem key={name} style={{ height: 140 }} />
        ))}
      </Skeleton>
    );
  }
  return (
    <div className={mergeClasses(styles.cards)}>
      {KPI_NAMES.map((name) => (
        <KpiCard key={name} name={name} kpi={overview.kpis[name]} />
      ))}
    </div>
  );
}
