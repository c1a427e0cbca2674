import type { AppIntl } from '../../i18n/intl';

/**
 * The legend of every chart: its entries wrap onto more lines rather than
 * fold into the library's overflow menu, whose button reads "+5 more" and
 * whose list is labelled "Legends" in English whatever the page's language
 * (a phone's width folded the income chart's five parts). The overflow text
 * is the page's own in case the library folds them anyway.
 */
export function chartLegendProps(intl: AppIntl) {
  return {
    enabledWrapLines: true,
    overflowText: intl.formatMessage({ id: 'chart.legend.more' }),
  };
}
