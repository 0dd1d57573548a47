import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { adminTexts } from '#rules/admin-texts';
import { limits, textLimits } from '#rules/limits';
import { PHOTO_UPLOAD_TYPES } from '#rules/media';
import { Button } from '#src/ui/Button';
import { FormField } from '#src/ui/FormField';
import { adminApi } from '../api';
import { photoProblem, uploadPhoto } from '../photo-upload';
import { Said, type Saying } from '../Said';
import * as page from '../admin-page.css';
import * as parts from '../parts.css';
import { shopUrl } from '../shop-url';
import { answerOf, categoriesKey, fieldOf, type Refusal } from './queries';
import type { Category } from './tree';
import * as css from './categories.css';

const words = adminTexts.categories;

/**
 * A category's name, link name and picture. What was typed stays through a refusal; after "someone changed it" the
 * tree shows it as it now is, and Save sends the typed text again from the version now shown.
 */
export function CategoryEditor({ category, onClose }: { category: Category; onClose: () => void }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [form, setForm] = useState({ title: category.title, slug: category.slug, picture: category.picture });
  const [said, setSaid] = useState<Saying & { field?: string }>();
  const [sending, setSending] = useState<number | null>(null);

  const save = useMutation({
    mutationFn: () =>
      answerOf(
        adminApi.PUT('/admin/categories/{category_id}', {
          params: { path: { category_id: category.id } },
          body: { version: category.version, title: form.title, link_name: form.slug, picture: form.picture },
        }),
      ),
    onSuccess: async (answer) => {
      setSaid({ tone: 'success', text: answer.message });
      await queryClient.invalidateQueries({ queryKey: categoriesKey });
    },
    onError: async (error: Refusal) => {
      setSaid({ tone: 'error', text: error.message, ...(fieldOf(error) ? { field: fieldOf(error)! } : {}) });
      if (error.status === 409) await queryClient.invalidateQueries({ queryKey: categoriesKey });
    },
  });

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setSaid(undefined);
    const problem = await photoProblem(file);
    if (problem) return setSaid({ tone: 'error', text: problem, field: 'picture' });
    setSending(0);
    try {
      const url = await uploadPhoto(file, setSending);
      setForm((current) => ({ ...current, picture: url }));
    } catch (error) {
      setSaid({ tone: 'error', text: (error as Error).message, field: 'picture' });
    } finally {
      setSending(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaid(undefined);
    save.mutate();
  };
  const problemOf = (field: string) => (said?.tone === 'error' && said.field === field ? said.text : undefined);

  return (
    <form className={css.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={page.panelTitle}>
        {words.editTitle(category.title)}
      </h3>
      <div className={css.fields}>
        <FormField
          label={words.name}
          value={form.title}
          maxLength={textLimits.productWord}
          error={problemOf('title')}
          onChange={(event) => setForm((current) => ({ ...current, title: event.target.value }))}
        />
        <FormField
          label={words.slug}
          value={form.slug}
          maxLength={limits.slugMax}
          autoCapitalize="none"
          error={problemOf('link_name')}
          onChange={(event) => setForm((current) => ({ ...current, slug: event.target.value }))}
        />
      </div>
      <div className={css.picture}>
        {form.picture ? (
          <img className={css.preview} src={shopUrl(form.picture)} alt={words.pictureAlt(form.title)} />
        ) : (
          <p className={page.muted}>{words.noPicture}</p>
        )}
        <label htmlFor={`${id}-picture`} className={parts.choose}>
          {words.choosePicture}
        </label>
        <input
          id={`${id}-picture`}
          className={parts.fileInput}
          type="file"
          accept={PHOTO_UPLOAD_TYPES.join(',')}
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        {form.picture && (
          <Button size="sm" tone="secondary" onClick={() => setForm((current) => ({ ...current, picture: null }))}>
            {words.removePicture}
          </Button>
        )}
        {sending !== null && (
          <label className={page.muted}>
            {words.uploading(sending)}
            <progress max={1} value={sending} />
          </label>
        )}
      </div>
      <div className={css.buttons}>
        <Button type="submit" disabled={save.isPending || sending !== null} aria-busy={save.isPending}>
          {save.isPending ? words.saving : words.save}
        </Button>
        <Button tone="secondary" onClick={onClose}>
          {words.close}
        </Button>
        <Said said={said} />
      </div>
    </form>
  );
}
