import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type DragEvent } from 'react';
import { adminTexts } from '#rules/admin-texts';
import { limits } from '#rules/limits';
import { Button } from '#src/ui/Button';
import { Dialog } from '#src/ui/Dialog';
import { adminApi } from '../api';
import { Said, type Saying } from '../Said';
import * as page from '../admin-page.css';
import * as screen from '../screen.css';
import { shopUrl } from '../shop-url';
import { AddCategoryForm } from './AddCategoryForm';
import { CategoryEditor } from './CategoryEditor';
import { MoveToForm } from './MoveToForm';
import { answerOf, categoriesKey, type Refusal } from './queries';
import { childrenOf, mayGoUnder, placeBefore, placeLast, type Category } from './tree';
import * as css from './categories.css';

const words = adminTexts.categories;

type Panel = { id: number; kind: 'edit' | 'move' | 'add' };
export type Move = { category: Category; parentId: number | null; position: number };

/**
 * The three levels as nested lists. A category is dragged onto another's upper half (to stand before it) or its lower
 * half (to go last under it); every move has its buttons too (up, down, move to…), for the keyboard.
 */
export function CategoryTree({ all }: { all: Category[] }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [panel, setPanel] = useState<Panel>();
  const [dragging, setDragging] = useState<Category>();
  const [over, setOver] = useState<string>();
  const [said, setSaid] = useState<Saying>();
  const [deleting, setDeleting] = useState<Category>();

  const refused = async (error: Refusal) => {
    setSaid({ tone: 'error', text: error.message });
    await queryClient.invalidateQueries({ queryKey: categoriesKey });
  };
  const move = useMutation({
    mutationFn: ({ category, parentId, position }: Move) =>
      answerOf(
        adminApi.PUT('/admin/categories/{category_id}/place', {
          params: { path: { category_id: category.id } },
          body: { version: category.version, parent_id: parentId, position },
        }),
      ),
    onSuccess: async (answer) => {
      setSaid({ tone: 'success', text: answer.message });
      setPanel(undefined);
      await queryClient.invalidateQueries({ queryKey: categoriesKey });
    },
    onError: refused,
  });
  const remove = useMutation({
    mutationFn: (category: Category) =>
      answerOf(adminApi.DELETE('/admin/categories/{category_id}', { params: { path: { category_id: category.id } } })),
    onSuccess: async (answer) => {
      setSaid({ tone: 'success', text: answer.message });
      setDeleting(undefined);
      await queryClient.invalidateQueries({ queryKey: categoriesKey });
    },
    onError: async (error: Refusal) => {
      setDeleting(undefined);
      await refused(error);
    },
  });
  const send = (change: Move) => {
    setSaid(undefined);
    move.mutate(change);
  };

  /** Where a drop on `row` puts the dragged category: before it (its upper half) or last under it (its lower half). */
  const dropOn = (row: Category, event: DragEvent): { key: string; change: Move } | null => {
    if (!dragging || dragging.id === row.id) return null;
    const box = event.currentTarget.getBoundingClientRect();
    const under = event.clientY > box.top + box.height / 2;
    if (under && row.level < limits.categoryLevels && mayGoUnder(all, dragging, row.id))
      return { key: `under-${row.id}`, change: { category: dragging, ...placeLast(all, dragging, row.id) } };
    if (!under && mayGoUnder(all, dragging, row.parent_id))
      return { key: `before-${row.id}`, change: { category: dragging, ...placeBefore(all, dragging, row) } };
    return null;
  };
  const dropProps = (target: (event: DragEvent) => { key: string; change: Move } | null) => ({
    onDragOver: (event: DragEvent) => {
      const drop = target(event);
      if (!drop) return setOver(undefined);
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      setOver(drop.key);
    },
    onDragLeave: () => setOver(undefined),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      const drop = target(event);
      setOver(undefined);
      setDragging(undefined);
      if (drop) send(drop.change);
    },
  });

  // Plain functions, not components: a component defined here would be a new one at each drawing, and its open form
  // would lose what was typed.
  function branch(parentId: number | null, level: number) {
    const children = childrenOf(all, parentId);
    // The one place a drop on a row cannot name: last among the top categories.
    const atEnd = parentId === null && dragging !== undefined && mayGoUnder(all, dragging, null);
    if (children.length === 0) return null;
    return (
      <ol className={css.branch} aria-label={level === 1 ? words.tree : undefined}>
        {children.map((row, index) => item(row, index === 0, index === children.length - 1))}
        {atEnd && (
          <li
            className={over === 'end' ? `${css.dropEnd} ${css.dropEndOver}` : css.dropEnd}
            {...dropProps(() => ({ key: 'end', change: { category: dragging, ...placeLast(all, dragging, null) } }))}
          >
            {words.dropHere}
          </li>
        )}
      </ol>
    );
  }

  function item(row: Category, first: boolean, last: boolean) {
    const siblings = childrenOf(all, row.parent_id);
    const index = siblings.findIndex((one) => one.id === row.id);
    const open = panel?.id === row.id ? panel.kind : undefined;
    const toggle = (kind: Panel['kind']) => setPanel(open === kind ? undefined : { id: row.id, kind });
    const empty = row.products === 0 && childrenOf(all, row.id).length === 0;
    const classes = [
      css.row,
      over === `before-${row.id}` ? css.over : '',
      over === `under-${row.id}` ? css.overUnder : '',
      dragging?.id === row.id ? css.dragged : '',
    ];
    return (
      <li key={row.id}>
        <div
          className={classes.filter(Boolean).join(' ')}
          draggable
          onDragStart={(event) => {
            event.dataTransfer.setData('text/plain', String(row.id));
            event.dataTransfer.effectAllowed = 'move';
            setDragging(row);
          }}
          onDragEnd={() => {
            setDragging(undefined);
            setOver(undefined);
          }}
          {...dropProps((event) => dropOn(row, event))}
        >
          {row.picture && <img className={css.thumb} src={shopUrl(row.picture)} alt="" />}
          <span className={css.name}>
            {row.title}
            <span className={css.facts}>
              {words.slugLine(row.slug)} · {words.products(row.products)}
            </span>
          </span>
          <div className={css.actions} role="group" aria-label={row.title}>
            <Button size="sm" tone="secondary" aria-expanded={open === 'edit'} onClick={() => toggle('edit')}>
              {words.edit}
            </Button>
            {[
              { shown: !first, label: words.moveUp, position: index - 1 },
              { shown: !last, label: words.moveDown, position: index + 1 },
            ]
              .filter((step) => step.shown)
              .map((step) => (
                <Button
                  key={step.label}
                  size="sm"
                  tone="ghost"
                  disabled={move.isPending}
                  onClick={() => send({ category: row, parentId: row.parent_id, position: step.position })}
                >
                  {step.label}
                </Button>
              ))}
            <Button size="sm" tone="ghost" aria-expanded={open === 'move'} onClick={() => toggle('move')}>
              {words.moveTo}
            </Button>
            {row.level < limits.categoryLevels && (
              <Button size="sm" tone="ghost" aria-expanded={open === 'add'} onClick={() => toggle('add')}>
                {words.addUnderButton}
              </Button>
            )}
            {empty && (
              <Button size="sm" tone="ghost" onClick={() => setDeleting(row)}>
                {words.delete}
              </Button>
            )}
          </div>
        </div>
        {open === 'edit' && <CategoryEditor category={row} onClose={() => setPanel(undefined)} />}
        {open === 'move' && <MoveToForm all={all} category={row} pending={move.isPending} onMove={send} />}
        {open === 'add' && <AddCategoryForm parent={row} />}
        {row.level < limits.categoryLevels && branch(row.id, row.level + 1)}
      </li>
    );
  }

  return (
    <section className={`${page.panel} ${screen.fits}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={page.panelTitle}>
        {words.tree}
      </h2>
      <p className={page.muted}>{words.dragHint}</p>
      <Said said={said} />
      {branch(null, 1)}
      <Dialog.Root open={deleting !== undefined} onOpenChange={(open) => !open && setDeleting(undefined)}>
        <Dialog.Content>
          <Dialog.Title>{deleting ? words.deleteTitle(deleting.title) : ''}</Dialog.Title>
          <Dialog.Description>{deleting ? words.confirmDelete(deleting.title) : ''}</Dialog.Description>
          <Dialog.Actions>
            <Dialog.Close asChild>
              <Button tone="secondary">{words.keep}</Button>
            </Dialog.Close>
            <Button disabled={remove.isPending} onClick={() => deleting && remove.mutate(deleting)}>
              {words.delete}
            </Button>
          </Dialog.Actions>
        </Dialog.Content>
      </Dialog.Root>
    </section>
  );
}
