import {
  cloneElement,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
} from 'react';

/** What a side sheet or a dialog with its own trigger takes (a Radix Dialog underneath: src/ui/Drawer.tsx, src/ui/Dialog.tsx). */
export interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactElement;
}

interface TriggerProps {
  onClick?: (event: MouseEvent) => void;
  onPointerEnter?: () => void;
  onFocus?: (event: FocusEvent) => void;
  'aria-haspopup'?: 'dialog';
  'aria-expanded'?: boolean;
}

/**
 * A sheet whose code (Radix Dialog, its focus trap and scroll lock, and whatever the
 * sheet shows) loads when it is first opened, or when its trigger is hovered or focused,
 * so the first screen carries none of it. Until then the trigger stands alone: it says
 * it opens a dialog, runs its own click handler and, unless that prevented the click
 * (as Radix's Trigger would honour), opens the sheet. Once opened the sheet stays
 * mounted, so Radix returns focus to its trigger on close.
 */
export function loadedOnFirstOpen<P extends SheetProps>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () => (loading ??= load().then((component) => ({ default: component })));
  const Sheet = lazy(preload);

  return function LazySheet(props: P) {
    const [mounted, setMounted] = useState(false);
    if (props.open && !mounted) setMounted(true);

    const trigger = props.trigger as ReactElement<TriggerProps>;
    const standIn = cloneElement(trigger, {
      'aria-haspopup': 'dialog',
      'aria-expanded': false,
      onPointerEnter: () => void preload(),
      onFocus: (event: FocusEvent) => {
        trigger.props.onFocus?.(event);
        void preload();
      },
      onClick: (event: MouseEvent) => {
        trigger.props.onClick?.(event);
        if (!event.defaultPrevented) props.onOpenChange(true);
      },
    });
    if (!mounted && !props.open) return standIn;
    return (
      <Suspense fallback={standIn}>
        <Sheet {...props} />
      </Suspense>
    );
  };
}
