import { useId, useState, type DragEvent } from 'react';
import { adminTexts } from '#rules/admin-texts';
import { limits } from '#rules/limits';
import { PHOTO_UPLOAD_TYPES } from '#rules/media';
import { Button } from '#src/ui/Button';
import { VisuallyHidden } from '#src/ui/VisuallyHidden';
import * as fieldCss from '#src/ui/field.css';
import * as page from '../admin-page.css';
import * as parts from '../parts.css';
import { shopUrl } from '../shop-url';
import type { Draft } from './draft';
import * as css from './products.css';
import { photoProblem, uploadPhoto } from '../photo-upload';

const words = adminTexts.products;

interface Sending {
  key: string;
  name: string;
  share: number;
}

/**
 * The photos every variant shows, in order (earlier, later, remove), photos dropped or chosen several at once and sent
 * with their progress shown, and each variant's own photo (shown first for it, so not among the shared ones).
 */
export function PhotosPanel({
  draft,
  problems,
  set,
  setVariant,
}: {
  draft: Draft;
  problems: Record<string, string>;
  set: (change: Partial<Draft> | ((current: Draft) => Partial<Draft>)) => void;
  setVariant: (index: number, change: Partial<Draft['variants'][number]>) => void;
}) {
  const inputId = useId();
  const [sending, setSending] = useState<Sending[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const [over, setOver] = useState(false);
  // Every photo the product has: the shared ones and the variants' own, each once.
  const known = [...new Set([...draft.photos, ...draft.variants.flatMap((v) => (v.image ? [v.image] : []))])];

  const send = async (files: File[]) => {
    setRefused([]);
    const checked = await Promise.all(files.map(async (file) => ({ file, problem: await photoProblem(file) })));
    setRefused(checked.flatMap(({ problem }) => (problem ? [problem] : [])));
    await Promise.all(
      checked
        .filter(({ problem }) => !problem)
        .map(async ({ file }) => {
          const key = `${file.name}-${file.size}-${Math.random()}`;
          setSending((list) => [...list, { key, name: file.name, share: 0 }]);
          try {
            const url = await uploadPhoto(file, (share) =>
              setSending((list) => list.map((item) => (item.key === key ? { ...item, share } : item))),
            );
            // Read at the moment it arrives: other photos may have arrived, or been moved, meanwhile.
            set((current) => ({
              photos: current.photos.includes(url)
                ? current.photos
                : [...current.photos, url].slice(0, limits.photosPerProduct),
            }));
          } catch (error) {
            setRefused((list) => [...list, (error as Error).message]);
          } finally {
            setSending((list) => list.filter((item) => item.key !== key));
          }
        }),
    );
  };

  const move = (from: number, to: number) => {
    const photos = [...draft.photos];
    const [photo] = photos.splice(from, 1);
    photos.splice(to, 0, photo!);
    set({ photos });
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void send([...event.dataTransfer.files]);
  };

  return (
    <section className={page.panel} aria-labelledby="product-photos">
      <h2 id="product-photos" className={page.panelTitle}>
        {words.fields.photos}
      </h2>
      <div
        className={over ? `${css.dropZone} ${css.dropOver}` : css.dropZone}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <p className={page.muted}>{words.photosHint}</p>
        <label htmlFor={inputId} className={parts.choose}>
          {words.choosePhotos}
        </label>
        <input
          id={inputId}
          className={parts.fileInput}
          type="file"
          multiple
          accept={PHOTO_UPLOAD_TYPES.join(',')}
          onChange={(event) => {
            void send([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </div>
      {sending.map((item) => (
        <div key={item.key} className={css.sending}>
          <label className={page.muted}>
            {words.uploading(item.name)}
            <progress className={css.progress} max={1} value={item.share} />
          </label>
        </div>
      ))}
      {refused.length > 0 && (
        <div role="alert">
          <ul className={`${fieldCss.error} ${css.notes}`}>
            {refused.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      <ol className={css.photos} aria-label={words.allPhotos}>
        {known.map((url, n) => {
          const shared = draft.photos.indexOf(url);
          const owners = draft.variants
            .map((variant, index) => ({ variant, index }))
            .filter(({ variant }) => variant.image === url);
          const problem = shared >= 0 ? problems[`photos.${shared}`] : undefined;
          return (
            <li key={url} className={css.photo}>
              <img className={css.thumb} src={shopUrl(url)} alt={words.photoAlt(n + 1)} width={96} height={128} />
              <p className={`${page.muted} ${css.caption}`}>
                {words.photoAlt(n + 1)}:{' '}
                {shared >= 0
                  ? words.shared
                  : words.ownOf(owners.map(({ variant, index }) => words.variantName(variant.values, index + 1)))}
              </p>
              {problem && <p className={fieldCss.error}>{problem}</p>}
              <div className={css.photoActions}>
                {shared >= 0 && (
                  <>
                    <Button size="sm" tone="secondary" disabled={shared === 0} onClick={() => move(shared, shared - 1)}>
                      <span aria-hidden="true">←</span>
                      <VisuallyHidden.Root>{words.moveEarlier(n + 1)}</VisuallyHidden.Root>
                    </Button>
                    <Button
                      size="sm"
                      tone="secondary"
                      disabled={shared === draft.photos.length - 1}
                      onClick={() => move(shared, shared + 1)}
                    >
                      <span aria-hidden="true">→</span>
                      <VisuallyHidden.Root>{words.moveLater(n + 1)}</VisuallyHidden.Root>
                    </Button>
                  </>
                )}
                <Button
                  size="sm"
                  tone="secondary"
                  onClick={() => {
                    set({ photos: draft.photos.filter((photo) => photo !== url) });
                    for (const { index } of owners) setVariant(index, { image: null });
                  }}
                >
                  <span aria-hidden="true">✕</span>
                  <VisuallyHidden.Root>{words.remove(n + 1)}</VisuallyHidden.Root>
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      {draft.photos.length === 0 && <p className={page.muted}>{words.noSharedPhoto}</p>}
    </section>
  );
}
