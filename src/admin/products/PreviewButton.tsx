import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { adminTexts } from '#rules/admin-texts';
import { Button } from '#src/ui/Button';
import { ProductPreview, type DrawnPreview } from './ProductPreview';

const words = adminTexts.products;

/**
 * The editor's Preview: asks for the product page drawn from what is typed and shows it (ProductPreview). A refusal
 * is the editor's to show, on its fields, as a save's is.
 */
export function PreviewButton({
  ask,
  asking,
  drawn: shown,
  refused,
}: {
  ask: () => Promise<DrawnPreview>;
  /** Before it asks: the editor's last words go. */
  asking: () => void;
  /** Drawn: the editor's problems go. */
  drawn: () => void;
  refused: (error: Error) => void;
}) {
  const [preview, setPreview] = useState<DrawnPreview | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const draw = useMutation({
    mutationFn: ask,
    onMutate: asking,
    onSuccess: (answer) => {
      shown();
      setPreview(answer);
    },
    onError: refused,
  });
  return (
    <>
      {/* Not disabled while it draws: the button keeps the focus the dialog gives back when it closes. */}
      <Button
        ref={opener}
        tone="secondary"
        aria-busy={draw.isPending}
        onClick={() => {
          if (!draw.isPending) draw.mutate();
        }}
      >
        {draw.isPending ? words.previewing : words.preview}
      </Button>
      <ProductPreview shown={preview} close={() => setPreview(null)} opener={opener} />
    </>
  );
}
