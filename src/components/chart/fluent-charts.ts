/**
 * The charts of @fluentui/react-charts the app draws, in one module that is
 * only ever imported dynamically (./trend-chart.tsx, ./column-chart.tsx):
 * the library (d3 included) lands in one lazy chunk that the screens with a
 * chart load on first use, and no other route's JS carries it. Named
 * re-exports, not a namespace, so Rspack drops the package's other charts.
 */
export { AreaChart, LineChart, VerticalStackedBarChart } from '@fluentui/react-charts';
