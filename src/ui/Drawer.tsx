import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Dialog as Primitive } from 'radix-ui';
import { IconClose } from './icons';
import * as css from './overlay.css';

type Side = 'left' | 'right';

/** A side sheet: a Radix Dialog pinned to one edge, so focus trap and Escape come for free. */
function Content({
  side = 'right',
  title,
  children,
  footer,
  ...props
}: Omit<ComponentPropsWithoutRef<typeof Primitive.Content>, 'title'> & {
  side?: Side;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Primitive.Portal>
      <Primitive.Overlay className={css.overlay} />
      <Primitive.Content className={css.sheet[side]} aria-describedby={undefined} {...props}>
        <div className={css.sheetHeader}>
          <Primitive.Title className={css.sheetTitle}>{title}</Primitive.Title>
          <Primitive.Close aria-label="Close" className={css.sheetClose}>
            <IconClose />
          </Primitive.Close>
        </div>
        <div className={css.sheetBody}>{children}</div>
        {footer ? <div className={css.sheetFooter}>{footer}</div> : null}
      </Primitive.Content>
    </Primitive.Portal>
  );
}

export const Drawer = {
  Root: Primitive.Root,
  Trigger: Primitive.Trigger,
  Close: Primitive.Close,
  Content,
};
