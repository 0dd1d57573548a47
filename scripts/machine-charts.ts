/**
 * `virtual:machine-charts` for the flows panel (src/devtools/flows/): every machine's statechart
 * as SVG, keyed by the machine's id, drawn in Node by the code that draws docs/machines
 * (machine-docs/machines.ts), so the panel and the docs show one graph and the browser runs
 * no Graphviz (whose WebAssembly the server's CSP would refuse in a flag build).
 *
 * The machines are imported fresh (tsx) at each load; in development an edit under
 * machines/ or rules/ (state descriptions quote the spec) draws them again. Only a dev server
 * and a VITE_FLOWS=1 build draw them.
 */
import { instance } from '@viz-js/viz';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';
import { loadMachines, root, toSvg } from './machine-docs/machines.ts';

const id = 'virtual:machine-charts';
const resolvedId = `\0${id}`;
const drawnFrom = ['machines', 'rules'].map((dir) => path.join(root, dir) + path.sep);

export function machineCharts(): Plugin {
  let enabled = false;
  return {
    name: 'statefront:machine-charts',
    configResolved(config) {
      enabled = config.command === 'serve' || config.env.VITE_FLOWS === '1';
    },
    resolveId: (source) => (source === id ? resolvedId : undefined),
    async load(loadId) {
      if (loadId !== resolvedId) return undefined;
      // A production build parses the flows panel too (behind the constant false, then drops it):
      // it is not worth drawing eight charts for.
      if (!enabled) return 'export default {};';
      const viz = await instance();
      const machines = await loadMachines((url) => tsImport(url, import.meta.url) as Promise<Record<string, unknown>>);
      const charts = Object.fromEntries(machines.map(({ machine }) => [machine.id, toSvg(viz, machine)]));
      return `export default ${JSON.stringify(charts)};`;
    },
    hotUpdate({ file, modules }) {
      const charts = this.environment.moduleGraph.getModuleById(resolvedId);
      if (!charts || !drawnFrom.some((dir) => file.startsWith(dir))) return undefined;
      this.environment.moduleGraph.invalidateModule(charts);
      return [...modules, charts];
    },
  };
}
