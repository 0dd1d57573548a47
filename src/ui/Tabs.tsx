import type { ComponentPropsWithoutRef } from 'react';
import { Tabs as Primitive } from 'radix-ui';
import * as css from './widgets.css';

function List(props: ComponentPropsWithoutRef<typeof Primitive.List>) {
  return <Primitive.List className={css.tabsList} {...props} />;
}

function Trigger(props: ComponentPropsWithoutRef<typeof Primitive.Trigger>) {
  return <Primitive.Trigger className={css.tabsTrigger} {...props} />;
}

/** Pill tabs; the active tab is styled from Radix's data-state attribute. */
export const Tabs = { Root: Primitive.Root, List, Trigger, Content: Primitive.Content };
