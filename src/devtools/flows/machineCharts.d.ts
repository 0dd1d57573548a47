/** Served by scripts/machine-charts.ts: each machine's statechart as SVG, by machine id. */
declare module 'virtual:machine-charts' {
  const charts: Record<string, string>;
  export default charts;
}
