import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { adminTexts } from '#rules/admin-texts';
import { Button } from '#src/ui/Button';
import { adminApi } from '../api';
import * as page from '../admin-page.css';
import { Loaded } from '../Loaded';
import { Screen } from '../Screen';
import { SaveStatus } from '../SaveStatus';
import { problemsOf, saved } from '../save';
import { shopUrl } from '../shop-url';
import { changedFields, draftOf, type AdminProduct } from './draft';
import { useDraft } from './useDraft';
import { PreviewButton } from './PreviewButton';
import { ProductFields, type Problems } from './ProductFields';
import { productQuery, productsKey } from './queries';
import * as css from './products.css';

const words = adminTexts.products;

/** One product to edit: loaded, then its editor, which keeps what was typed whatever the save's answer. */
export function ProductPage({ id }: { id: number }) {
  const query = useQuery(productQuery(id));
  return (
    <Screen title={query.data?.title ?? words.title} back={{ to: '/products', label: words.back }}>
      <Loaded query={query}>{(product) => <ProductEditor product={product} />}</Loaded>
    </Screen>
  );
}

function ProductEditor({ product }: { product: AdminProduct }) {
  const queryClient = useQueryClient();
  // The product the editor opened: what a save names, and what a refusal is compared with.
  const [opened, setOpened] = useState(product);
  const { draft, setDraft, set, setVariant } = useDraft(() => draftOf(product));
  const [problems, setProblems] = useState<Problems>({});
  const [said, setSaid] = useState<{ tone: 'error' | 'success'; text: string; notes?: string[] }>();
  const [conflict, setConflict] = useState<string[]>();
  const status = useRef<HTMLDivElement>(null);

  const save = useMutation({
    mutationFn: async () => {
      return saved(
        adminApi.PUT('/admin/products/{product_id}', {
          params: { path: { product_id: opened.id } },
          body: { version: opened.version, product: draft },
        }),
        words.saveFailed,
      );
    },
    onSuccess: async (answer) => {
      setOpened(answer.data);
      setDraft(draftOf(answer.data));
      setProblems({});
      setConflict(undefined);
      setSaid({ tone: 'success', text: answer.message, notes: answer.notes });
      await queryClient.invalidateQueries({ queryKey: productsKey });
    },
    onError: async (error: Error & { status?: number }) => {
      setProblems(problemsOf(error, 'product'));
      setSaid({ tone: 'error', text: error.message });
      if (error.status === 409) {
        // Shown what the other save changed; what was typed here stays, to save over it once read.
        const fresh = await queryClient.fetchQuery({ ...productQuery(opened.id), staleTime: 0 });
        setConflict(changedFields(opened, fresh));
        setOpened(fresh);
      }
    },
    onSettled: () => status.current?.focus(),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaid(undefined);
    save.mutate();
  };

  return (
    <form className={css.editor} onSubmit={submit} noValidate aria-label={words.edit(opened.title)}>
      <SaveStatus
        ref={status}
        said={said}
        conflict={conflict && { changed: words.changedFields(conflict), kept: words.keptTyping }}
      >
        {said?.notes && said.notes.length > 0 && (
          <ul aria-label={words.notes} className={css.notes}>
            {said.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        )}
      </SaveStatus>

      <ProductFields draft={draft} problems={problems} set={set} setVariant={setVariant} />

      <div className={css.actions}>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? words.saving : words.save}
        </Button>
        {/* Drawn from the draft as it is now; nothing saved. Refused, its problems show on their fields. */}
        <PreviewButton
          ask={async () => ({
            ...(await saved(
              adminApi.POST('/admin/products/{product_id}/preview', {
                params: { path: { product_id: opened.id } },
                body: { product: draft },
              }),
              words.previewFailed,
            )),
            title: draft.title,
          })}
          asking={() => setSaid(undefined)}
          drawn={() => setProblems({})}
          refused={(error) => {
            setProblems(problemsOf(error, 'product'));
            setSaid({ tone: 'error', text: error.message });
            status.current?.focus();
          }}
        />
        <a className={page.link} href={shopUrl(`/product/${opened.slug}`)}>
          {words.view}
        </a>
      </div>
    </form>
  );
}
