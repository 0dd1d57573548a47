import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { adminTexts } from '#rules/admin-texts';
import { limits } from '#rules/limits';
import { Button } from '#src/ui/Button';
import { FormField } from '#src/ui/FormField';
import { adminApi } from '../api';
import * as page from '../admin-page.css';
import { AdminLink } from '../navigation';
import { Screen } from '../Screen';
import { SaveStatus } from '../SaveStatus';
import { problemsOf, saved } from '../save';
import { shopUrl } from '../shop-url';
import { blankDraft, type AdminProduct } from './draft';
import { useDraft } from './useDraft';
import { PreviewButton } from './PreviewButton';
import { ProductFields, type Problems } from './ProductFields';
import { productsKey } from './queries';
import * as css from './products.css';

const words = adminTexts.products;

/** A product added under a handle of its own, checked as the import checks one; previewed before it is added. */
export function NewProductPage() {
  return (
    <Screen title={words.newProduct} back={{ to: '/products', label: words.back }}>
      <NewProductForm />
    </Screen>
  );
}

function NewProductForm() {
  const queryClient = useQueryClient();
  const [slug, setSlug] = useState('');
  const { draft, setDraft, set, setVariant } = useDraft(blankDraft);
  const [problems, setProblems] = useState<Problems>({});
  const [said, setSaid] = useState<{ tone: 'error' | 'success'; text: string; notes?: string[] }>();
  const [added, setAdded] = useState<AdminProduct>();
  const status = useRef<HTMLDivElement>(null);

  // A refusal's words on their fields; a handle another product holds (409) on the handle's.
  const refused = (error: Error & { status?: number }) => {
    setProblems({ ...problemsOf(error, 'product'), ...(error.status === 409 ? { slug: error.message } : {}) });
    setSaid({ tone: 'error', text: error.message });
  };

  const add = useMutation({
    mutationFn: () => saved(adminApi.POST('/admin/products', { body: { slug, product: draft } }), words.saveFailed),
    onSuccess: async (answer) => {
      // Added: the form is empty again for the next, and the one added is a link away.
      setAdded(answer.data);
      setSaid({ tone: 'success', text: answer.message, notes: answer.notes });
      setProblems({});
      setSlug('');
      setDraft(blankDraft());
      await queryClient.invalidateQueries({ queryKey: productsKey });
    },
    onError: refused,
    onSettled: () => status.current?.focus(),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaid(undefined);
    setAdded(undefined);
    add.mutate();
  };

  return (
    <form className={css.editor} onSubmit={submit} noValidate aria-label={words.newProduct}>
      <SaveStatus ref={status} said={said}>
        {said?.notes && said.notes.length > 0 && (
          <ul aria-label={words.notes} className={css.notes}>
            {said.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        )}
        {said?.tone === 'success' && added && (
          <p className={css.actions}>
            <AdminLink className={page.link} to="/products/$id" params={{ id: String(added.id) }}>
              {words.edit(added.title)}
            </AdminLink>
            {added.published && (
              <a className={page.link} href={shopUrl(`/product/${added.slug}`)}>
                {words.view}
              </a>
            )}
          </p>
        )}
      </SaveStatus>

      <section className={page.panel} aria-labelledby="product-address">
        <h2 id="product-address" className={page.panelTitle}>
          {words.address}
        </h2>
        <p className={page.muted}>{words.handleHint}</p>
        <FormField
          label={words.fields.slug}
          value={slug}
          maxLength={limits.slugMax}
          autoCapitalize="none"
          spellCheck={false}
          error={problems.slug}
          onChange={(event) => setSlug(event.target.value)}
        />
      </section>

      <ProductFields draft={draft} problems={problems} set={set} setVariant={setVariant} />

      <div className={css.actions}>
        <Button type="submit" disabled={add.isPending} aria-busy={add.isPending}>
          {add.isPending ? words.adding : words.add}
        </Button>
        <PreviewButton
          ask={async () => ({
            ...(await saved(
              adminApi.POST('/admin/products/preview', { body: { slug, product: draft } }),
              words.previewFailed,
            )),
            title: draft.title,
          })}
          asking={() => setSaid(undefined)}
          drawn={() => setProblems({})}
          refused={(error) => {
            refused(error);
            status.current?.focus();
          }}
        />
      </div>
    </form>
  );
}
