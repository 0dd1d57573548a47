import { Button } from '#src/ui/Button';
import { VisuallyHidden } from '#src/ui/VisuallyHidden';
import * as css from './parts.css';

/** A row of a list put in order by hand (a variant, a banner): earlier, later and remove, each named for its row. */
export function MoveButtons({
  at,
  count,
  names,
  move,
  remove,
  removable = true,
}: {
  at: number;
  count: number;
  names: { earlier: string; later: string; remove: string };
  move: (from: number, to: number) => void;
  remove: () => void;
  removable?: boolean;
}) {
  return (
    <span className={css.moveButtons}>
      <Button size="sm" tone="secondary" disabled={at === 0} onClick={() => move(at, at - 1)}>
        <span aria-hidden="true">↑</span>
        <VisuallyHidden.Root>{names.earlier}</VisuallyHidden.Root>
      </Button>
      <Button size="sm" tone="secondary" disabled={at === count - 1} onClick={() => move(at, at + 1)}>
        <span aria-hidden="true">↓</span>
        <VisuallyHidden.Root>{names.later}</VisuallyHidden.Root>
      </Button>
      <Button size="sm" tone="secondary" disabled={!removable} onClick={remove}>
        <span aria-hidden="true">✕</span>
        <VisuallyHidden.Root>{names.remove}</VisuallyHidden.Root>
      </Button>
    </span>
  );
}
