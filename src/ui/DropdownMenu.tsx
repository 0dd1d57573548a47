import type { ComponentPropsWithoutRef } from 'react';
import { DropdownMenu as Primitive } from 'radix-ui';
import * as css from './widgets.css';

function Content({ sideOffset = 6, align = 'end', ...props }: ComponentPropsWithoutRef<typeof Primitive.Content>) {
  return (
    <Primitive.Portal>
      <Primitive.Content className={css.menuContent} sideOffset={sideOffset} align={align} {...props} />
    </Primitive.Portal>
  );
}

function Item(props: ComponentPropsWithoutRef<typeof Primitive.Item>) {
  return <Primitive.Item className={css.menuItem} {...props} />;
}

export const DropdownMenu = { Root: Primitive.Root, Trigger: Primitive.Trigger, Content, Item };
