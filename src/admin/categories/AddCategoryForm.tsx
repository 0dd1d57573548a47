import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { adminTexts } from '#rules/admin-texts';
import { textLimits } from '#rules/limits';
import { Button } from '#src/ui/Button';
import { FormField } from '#src/ui/FormField';
import { adminApi } from '../api';
import { Said, type Saying } from '../Said';
import * as page from '../admin-page.css';
import { answerOf, categoriesKey, fieldOf, type Refusal } from './queries';
import type { Category } from './tree';
import * as css from './categories.css';

const words = adminTexts.categories;

/** A new category at the top, or under `parent`; what was typed stays through a refusal, said beside it. */
export function AddCategoryForm({ parent, onAdded }: { parent: Category | null; onAdded?: () => void }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [title, setTitle] = useState('');
  const [said, setSaid] = useState<Saying & { field?: string }>();
  const add = useMutation({
    mutationFn: () => answerOf(adminApi.POST('/admin/categories', { body: { parent_id: parent?.id ?? null, title } })),
    onSuccess: async (answer) => {
      setTitle('');
      setSaid({ tone: 'success', text: answer.message });
      await queryClient.invalidateQueries({ queryKey: categoriesKey });
      onAdded?.();
    },
    onError: (error: Refusal) =>
      setSaid({ tone: 'error', text: error.message, ...(fieldOf(error) ? { field: fieldOf(error)! } : {}) }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaid(undefined);
    add.mutate();
  };
  const heading = parent ? words.addUnder(parent.title) : words.addTop;
  return (
    <form className={parent ? css.form : page.panel} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={page.panelTitle}>
        {heading}
      </h2>
      <div className={css.fields}>
        <FormField
          label={words.newTitle}
          value={title}
          maxLength={textLimits.productWord}
          error={said?.tone === 'error' && said.field === 'title' ? said.text : undefined}
          onChange={(event) => setTitle(event.target.value)}
        />
      </div>
      <div className={css.buttons}>
        <Button type="submit" disabled={add.isPending} aria-busy={add.isPending}>
          {add.isPending ? words.adding : words.addButton}
        </Button>
        <Said said={said} />
      </div>
    </form>
  );
}
