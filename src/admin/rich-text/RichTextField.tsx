/**
 * Rich text as the shop keeps it (a product's description; the about, terms and privacy pages): written with a
 * toolbar, or as its HTML. The editor holds only what the shop's rich-text rules keep (rules/rich-text.ts), so what
 * it writes is kept as it is; the server cleans what it is sent all the same. A text holding more than the editor
 * can show (a table, a picture) opens as HTML, so an edit never drops what it could not show.
 */
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { adminTexts } from '#rules/admin-texts';
import { Button } from '#src/ui/Button';
import { Skeleton } from '#src/ui/Skeleton';
import { VisuallyHidden } from '#src/ui/VisuallyHidden';
import * as fieldCss from '#src/ui/field.css';
import { TextArea } from '../TextArea';
import { editorCanHold } from './editor-can-hold';

const words = adminTexts.richText;

export interface RichTextProps {
  label: string;
  hint?: ReactNode;
  value: string;
  maxLength: number;
  error: string | undefined;
  onChange: (html: string) => void;
}

const TextEditor = lazy(() => import('./TextEditor'));

export function RichTextField(props: RichTextProps) {
  const holdable = useMemo(() => editorCanHold(props.value), [props.value]);
  const [asHtml, setAsHtml] = useState(!holdable);
  if (asHtml || !holdable)
    return (
      <div className={fieldCss.field}>
        <TextArea {...props} label={words.htmlLabel(props.label)} hint={holdable ? props.hint : words.onlyAsHtml} />
        {holdable && (
          <div>
            <Button size="sm" tone="secondary" onClick={() => setAsHtml(false)}>
              {words.asText}
              <VisuallyHidden.Root>{words.ofField(props.label)}</VisuallyHidden.Root>
            </Button>
          </div>
        )}
      </div>
    );
  return (
    <Suspense fallback={<Skeleton height="12rem" />}>
      <TextEditor {...props} showHtml={() => setAsHtml(true)} />
    </Suspense>
  );
}
