import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Dialog as Primitive } from 'radix-ui';
import * as css from './overlay.css';

/**
 * Centered modal. Radix returns focus to the trigger on close; when a dialog is opened
 * programmatically (no Trigger), pass `onCloseAutoFocus` or keep the opener focused.
 */
function Content({ children, ...props }: ComponentPropsWithoutRef<typeof Primitive.Content> & { children: ReactNode }) {
  return (
    <Primitive.Portal>
      <Primitive.Overlay className={css.overlay} />
      <Primitive.Content className={css.dialogContent} {...props}>
        {children}
      </Primitive.Content>
    </Primitive.Portal>
  );
}

function Title(props: ComponentPropsWithoutRef<typeof Primitive.Title>) {
  return <Primitive.Title className={css.dialogTitle} {...props} />;
}

function Description(props: ComponentPropsWithoutRef<typeof Primitive.Description>) {
  return <Primitive.Description className={css.dialogDescription} {...props} />;
}

function Actions({ children }: { children: ReactNode }) {
  return <div className={css.dialogActions}>{children}</div>;
}

export const Dialog = {
  Root: Primitive.Root,
  Trigger: Primitive.Trigger,
  Close: Primitive.Close,
  Content,
  Title,
  Description,
  Actions,
};
