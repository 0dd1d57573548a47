/** What the rich-text editor can show and write back (StarterKit's nodes and marks): anything else opens as HTML. */
const held = new Set(
  'p h1 h2 h3 h4 h5 h6 ul ol li blockquote pre code hr br strong b em i s strike del u a'.split(' '),
);

/** True when every element of `html` is one the editor keeps, so editing it as text loses nothing. */
export function editorCanHold(html: string): boolean {
  if (!html.includes('<')) return true;
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return [...body.querySelectorAll('*')].every((element) => held.has(element.localName));
}
