import {
  createContext,
  useContext,
  useId,
  useState,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import * as css from './widgets.css';

/**
 * WAI-ARIA tabs (automatic activation), hand-written: Radix Tabs cost the home page's
 * first load about 8 kB gzip for what fits here (decision 0016). Only the selected tab
 * is in the Tab order; arrows, Home and End move focus along the list, wrapping, and a
 * focused tab is shown at once. A panel mounts its children only while selected.
 */
interface TabsState {
  value: string;
  select: (value: string) => void;
  idOf: (part: 'tab' | 'panel', value: string) => string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs() {
  const state = useContext(TabsContext);
  if (!state) throw new Error('Tabs parts must be inside Tabs.Root');
  return state;
}

type RootProps = Omit<ComponentPropsWithoutRef<'div'>, 'defaultValue'> & {
  children: ReactNode;
  onValueChange?: (value: string) => void;
} & ({ value: string; defaultValue?: never } | { defaultValue: string; value?: never });

function Root({ value, defaultValue, onValueChange, ...props }: RootProps) {
  const [own, setOwn] = useState(defaultValue ?? '');
  const base = useId();
  const current = value ?? own;
  const select = (next: string) => {
    if (next === current) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  const idOf = (part: 'tab' | 'panel', of: string) => `${base}-${part}-${of}`;
  return (
    <TabsContext.Provider value={{ value: current, select, idOf }}>
      <div {...props} />
    </TabsContext.Provider>
  );
}

const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

function List({ onKeyDown, ...props }: ComponentPropsWithoutRef<'div'>) {
  const roveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const move = moves[event.key];
    if (!move || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not(:disabled)')];
    const at = tabs.indexOf(event.target as HTMLElement);
    if (at < 0) return;
    event.preventDefault();
    tabs[move(at, tabs.length)]!.focus();
  };
  return <div role="tablist" aria-orientation="horizontal" className={css.tabsList} {...props} onKeyDown={roveFocus} />;
}

function Trigger({ value, ...props }: ComponentPropsWithoutRef<'button'> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      className={css.tabsTrigger}
      {...props}
      role="tab"
      id={tabs.idOf('tab', value)}
      aria-selected={selected}
      aria-controls={tabs.idOf('panel', value)}
      data-state={selected ? 'active' : 'inactive'}
      tabIndex={selected ? 0 : -1}
      onClick={() => tabs.select(value)}
      onFocus={() => tabs.select(value)}
    />
  );
}

function Content({ value, children, ...props }: ComponentPropsWithoutRef<'div'> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <div
      {...props}
      role="tabpanel"
      id={tabs.idOf('panel', value)}
      aria-labelledby={tabs.idOf('tab', value)}
      data-state={selected ? 'active' : 'inactive'}
      hidden={!selected}
      tabIndex={0}
    >
      {selected ? children : null}
    </div>
  );
}

/** Pill tabs; the active tab is styled from its data-state attribute. */
export const Tabs = { Root, List, Trigger, Content };
