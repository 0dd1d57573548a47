import { useState, type MouseEvent } from 'react';
import { catalogTexts } from '../../ui/copy';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import * as css from './Gallery.css';

/**
 * Thumbnails, the main image with hover zoom, and a button that shows the large image
 * in a dialog: the way to see it for keyboard and touch users, who cannot hover.
 */
export function Gallery({ title, images, selected, onSelect }: { title: string; images: string[]; selected: number; onSelect: (index: number) => void }) {
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
          <img className={css.main} src={current} alt={title} style={{ transformOrigin: origin }} width={480} height={600} fetchPriority="high" />
        </div>
        <Dialog.Root>
          <Dialog.Trigger asChild>
            <Button tone="secondary" size="sm" className={css.enlarge}>
              {catalogTexts.enlargeImage}
            </Button>
          </Dialog.Trigger>
          <Dialog.Content aria-describedby={undefined}>
            <Dialog.Title>{catalogTexts.largeImage(title)}</Dialog.Title>
            <img className={css.large} src={current} alt={title} />
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
                <img src={src} alt="" width={64} height={80} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
