import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { AnyStateMachine, StateValue } from 'xstate';
import * as css from './flows.css';
import { activeNodes } from './states';

type Charts = Record<string, string>;

/** Every machine's SVG (scripts/machine-charts.ts), fetched once, when a chart is first shown. */
let charts: Promise<Charts> | null = null;
const loadCharts = () => (charts ??= import('virtual:machine-charts').then((module) => module.default));

/**
 * The machine's statechart, the one in docs/machines, with the states it is in drawn heavy.
 * Graphviz titles each state's group with the state's id (`cluster_<id>` for a compound
 * state), which is how the active ones are found. `reveal` is a state to scroll into view.
 */
export function Statechart({
  machine,
  value,
  reveal,
  label,
}: {
  machine: AnyStateMachine;
  value: StateValue;
  reveal?: string;
  label: string;
}) {
  const [loaded, setLoaded] = useState<Charts | null>(null);
  // Actual size reads best (and scrolls to the state just entered); fitted shows the whole machine at once.
  const [fitted, setFitted] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const active = useMemo(() => new Set(activeNodes(machine, value).map((node) => node.id)), [machine, value]);
  const svg = loaded?.[machine.id];

  useEffect(() => {
    let mounted = true;
    void loadCharts().then((drawn) => mounted && setLoaded(drawn));
    return () => {
      mounted = false;
    };
  }, []);

  useLayoutEffect(() => {
    const root = box.current;
    if (!root || !svg) return;
    for (const group of root.querySelectorAll<SVGGElement>('g.node, g.cluster')) {
      const title = group.querySelector('title')?.textContent ?? '';
      const id = title.startsWith('cluster_') ? title.slice('cluster_'.length) : title;
      group.toggleAttribute('data-active', active.has(id));
    }
    const target =
      reveal &&
      [...root.querySelectorAll('g.node > title')].find((title) => title.textContent === reveal)?.parentElement;
    if (target) scrollIntoBox(root, target);
  }, [svg, active, reveal]);

  if (!loaded) return <p className={css.chart}>Drawing the statechart…</p>;
  if (!svg) return <p className={css.chart}>No chart: {machine.id} is not one of machines/*.machine.ts.</p>;
  return (
    <div className={css.chartPart}>
      <button type="button" className={css.fit} aria-pressed={fitted} onClick={() => setFitted(!fitted)}>
        Fit the chart to the panel
      </button>
      {/* Focusable so the keyboard can scroll it; the states it highlights are read out as its name. */}
      <div
        ref={box}
        className={fitted ? css.fittedChart : css.chart}
        role="img"
        aria-label={label}
        tabIndex={0}
        dangerouslySetInnerHTML={{ __html: svg }}
      />
    </div>
  );
}

/** Scrolls the box (only the box, never the page) so that the element is in view, centred when it was out of it. */
function scrollIntoBox(box: HTMLElement, element: Element): void {
  const outer = box.getBoundingClientRect();
  const inner = element.getBoundingClientRect();
  const inView =
    inner.left >= outer.left && inner.right <= outer.right && inner.top >= outer.top && inner.bottom <= outer.bottom;
  if (inView) return;
  box.scrollBy({
    left: inner.left + inner.width / 2 - (outer.left + outer.width / 2),
    top: inner.top + inner.height / 2 - (outer.top + outer.height / 2),
  });
}
