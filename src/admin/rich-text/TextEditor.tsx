/** The rich-text editor itself (Tiptap), in a chunk of its own: loaded when a rich-text field first shows. */
import { useEditor, useEditorState, EditorContent, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useState } from 'react';
import { adminTexts } from '#rules/admin-texts';
import { Button } from '#src/ui/Button';
import { VisuallyHidden } from '#src/ui/VisuallyHidden';
import * as fieldCss from '#src/ui/field.css';
import type { RichTextProps } from './RichTextField';
import * as css from './rich-text.css';

const words = adminTexts.richText;

const extensions = [
  StarterKit.configure({
    // The storefront's rules keep no target or rel of the editor's own making.
    link: { openOnClick: false, autolink: false, HTMLAttributes: { target: null, rel: null } },
    // No empty paragraph kept after a list or a quote: what is saved is what was written.
    trailingNode: false,
  }),
];

// The hint speaks of the HTML, and goes with it.
export default function TextEditor({
  label,
  value,
  error,
  onChange,
  showHtml,
}: RichTextProps & { showHtml: () => void }) {
  const id = useId();
  const editor = useEditor({
    extensions,
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(error ? { 'aria-describedby': `${id}-error`, 'aria-invalid': 'true' } : {}),
        class: css.editor,
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
  });
  // A value set from outside (a reload after someone else's save) replaces what the editor shows.
  useEffect(() => {
    // An editor being replaced (its field shown anew) has no schema left to read.
    if (editor.isDestroyed) return;
    if (editor.isEmpty ? value !== '' : editor.getHTML() !== value)
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className={fieldCss.field}>
      <div className={css.head}>
        <span id={`${id}-label`} className={fieldCss.label} onClick={() => editor.commands.focus()}>
          {label}
        </span>
        <Button size="sm" tone="secondary" onClick={showHtml}>
          {words.asHtml}
          <VisuallyHidden.Root>{words.ofField(label)}</VisuallyHidden.Root>
        </Button>
      </div>
      <Toolbar editor={editor} field={label} />
      <EditorContent editor={editor} />
      {error && (
        <p id={`${id}-error`} className={fieldCss.error}>
          {error}
        </p>
      )}
    </div>
  );
}

function Toolbar({ editor, field }: { editor: Editor; field: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      heading: e.isActive('heading', { level: 2 }),
      subheading: e.isActive('heading', { level: 3 }),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
    }),
  });
  const [linking, setLinking] = useState<string | null>(null);
  const applyLink = () => {
    const href = (linking ?? '').trim();
    run((c) => (href ? c.extendMarkRange('link').setLink({ href }) : c.extendMarkRange('link').unsetLink()));
    setLinking(null);
  };
  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) =>
    command(editor.chain().focus()).run();
  const toggle = (
    name: keyof typeof state & keyof typeof words,
    pressed: boolean,
    command: Parameters<typeof run>[0],
  ) => (
    <Button size="sm" tone="secondary" aria-pressed={pressed} onClick={() => run(command)}>
      {words[name]}
    </Button>
  );
  return (
    <div className={css.toolbar} role="toolbar" aria-label={words.toolbar(field)}>
      {toggle('bold', state.bold, (c) => c.toggleBold())}
      {toggle('italic', state.italic, (c) => c.toggleItalic())}
      {toggle('heading', state.heading, (c) => c.toggleHeading({ level: 2 }))}
      {toggle('subheading', state.subheading, (c) => c.toggleHeading({ level: 3 }))}
      {toggle('bullets', state.bullets, (c) => c.toggleBulletList())}
      {toggle('numbers', state.numbers, (c) => c.toggleOrderedList())}
      {toggle('quote', state.quote, (c) => c.toggleBlockquote())}
      <Button size="sm" tone="secondary" aria-pressed={state.link} onClick={() => setLinking(state.href)}>
        {words.link}
      </Button>
      {linking !== null && (
        // Not a form: the editor sits inside the page's own form, and a form in a form submits the page.
        <div className={css.linkRow}>
          <label className={fieldCss.field}>
            <span className={fieldCss.label}>{words.linkAddress}</span>
            <input
              className={fieldCss.input}
              type="url"
              value={linking}
              // The field the Link button has just opened.
              autoFocus
              onChange={(event) => setLinking(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  applyLink();
                } else if (event.key === 'Escape') setLinking(null);
              }}
            />
          </label>
          <Button size="sm" onClick={applyLink}>
            {words.linkApply}
          </Button>
          {state.link && (
            <Button
              size="sm"
              tone="secondary"
              onClick={() => {
                run((c) => c.extendMarkRange('link').unsetLink());
                setLinking(null);
              }}
            >
              {words.linkRemove}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
