import { useState, type MouseEvent } from 'react';
import { catalogTexts } from '#src/ui/copy';
import { Button } from '#src/ui/Button';
import { Dialog } from '#src/ui/Dialog';
import { picture } from '#src/ui/picture';
import * as css from './Gallery.css';

/**
 * How wide the main picture is drawn (Gallery.css.ts, ProductPage.css.ts): the page's
 * width on a phone; from md the gallery is 1.1 of the page's 2.1 columns (32 px apart),
 * less the 72 px thumbnails and a 12 px gap, until the page stops growing at 1280 px.
 * Where a pointer hovers, the zoom shows it at twice that: it is asked for at that size
 * there, so the zoomed picture is not a stretched one.
 */
const mainFit = {
  sizes: [
    '(hover: hover) and (min-width: 1280px) 1106px',
    '(hover: hover) and (min-width: 768px) calc(104.8vw - 235px)',
    '(min-width: 1280px) 553px',
    '(min-width: 768px) calc(52.4vw - 118px)',
    'calc(100vw - 32px)',
  ].join(', '),
  min: 288,
  max: 1106,
};

/** The dialog's picture (overlay.css.ts): the dialog, min(92vw, 440px), less its 24 px padding. */
const largeFit = { sizes: '(min-width: 479px) 392px, calc(92vw - 48px)', min: 246, max: 392 };

/**
 * Thumbnails, the main image with hover zoom, and a button that shows the large image
 * in a dialog: the way to see it for keyboard and touch users, who cannot hover.
 */
export function Gallery({
  title,
  images,
  selected,
  onSelect,
}: {
  title: string;
  images: string[];
  selected: number;
  onSelect: (index: number) => void;
}) {
  const [origin, setOrigin] = useState('50% 50%');
  const current = images[selected] ?? images[0] ?? '';

  function follow(event: MouseEvent<HTMLDivElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * 100;
    const y = ((event.clientY - box.top) / box.height) * 100;
    setOrigin(`${x.toFixed(1)}% ${y.toFixed(1)}%`);
  }

  return (
    <div className={css.gallery}>
      {/* The picture first, the thumbnails after, in the page as on a phone's screen: a phone
          paints the page while it is still arriving, and a stage placed above thumbnails
          already painted pushed them down by its whole height. */}
      <div className={css.stage}>
        <div className={css.zoom} onMouseMove={follow} data-testid="zoom">
          <img
            className={css.main}
            {...picture(current, mainFit)}
            alt={title}
            style={{ transformOrigin: origin }}
            width={480}
            height={600}
            fetchPriority="high"
          />
        </div>
        <Dialog.Root>
          <Dialog.Trigger asChild>
            <Button tone="secondary" size="sm" className={css.enlarge}>
              {catalogTexts.enlargeImage}
            </Button>
          </Dialog.Trigger>
          <Dialog.Content aria-describedby={undefined}>
            <Dialog.Title>{catalogTexts.largeImage(title)}</Dialog.Title>
            <img className={css.large} {...picture(current, largeFit)} alt={title} />
            <Dialog.Actions>
              <Dialog.Close asChild>
                <Button>{catalogTexts.closeLargeImage}</Button>
              </Dialog.Close>
            </Dialog.Actions>
          </Dialog.Content>
        </Dialog.Root>
      </div>
      {images.length > 1 ? (
        <ul className={css.thumbs} aria-label={catalogTexts.thumbnails}>
          {images.map((src, i) => (
            <li key={`${src}-${i}`}>
              <button
                type="button"
                className={css.thumb}
                aria-pressed={i === selected}
                aria-label={catalogTexts.showImage(i + 1, images.length)}
                onClick={() => onSelect(i)}
              >
                <img {...picture(src, 64)} alt="" width={64} height={80} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
