/**
 * The text a PDF of pdfkit's prints, read back for a test: each content stream's text runs
 * in order, decoded through the ToUnicode map of the font each run is set in (an embedded
 * font's runs are glyph ids, not letters). Runs are joined by one space.
 */
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function objects(pdf: Buffer): Map<number, PdfObject> {
  const raw = pdf.toString('latin1');
  const found = new Map<number, PdfObject>();
  const start = /(\d+) 0 obj\b/g;
  let match: RegExpExecArray | null;
  while ((match = start.exec(raw))) {
    const from = match.index + match[0].length;
    const end = raw.indexOf('endobj', from);
    const streamAt = raw.indexOf('stream', from);
    if (streamAt === -1 || streamAt > end) {
      found.set(Number(match[1]), { dict: raw.slice(from, end), stream: null });
      continue;
    }
    const dict = raw.slice(from, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
    const dataAt = streamAt + (raw[streamAt + 6] === '\r' ? 8 : 7);
    const data = pdf.subarray(dataAt, dataAt + length);
    found.set(Number(match[1]), { dict, stream: dict.includes('/FlateDecode') ? inflateSync(data) : data });
    start.lastIndex = dataAt + length;
  }
  return found;
}

/** A ToUnicode CMap's codes (as hex) to the text they stand for. */
function unicodeMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  // A ligature's target is several code units, written with spaces between them (<0066 0066 0069> is "ffi").
  const utf16 = (hex: string) => Buffer.from(hex.replace(/\s/g, ''), 'hex').swap16().toString('utf16le');
  const code = (n: number, width: number) => n.toString(16).padStart(width, '0');
  for (const [, body] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, from, to] of body!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(from!.toLowerCase(), utf16(to!));
  }
  for (const [, body] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const range = /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F\s]+>)/g;
    for (const [, low, high, target] of body!.matchAll(range)) {
      const first = Number.parseInt(low!, 16);
      const last = Number.parseInt(high!, 16);
      const listed = [...target!.matchAll(/<([0-9a-fA-F\s]+)>/g)].map((m) => m[1]!);
      for (let n = first; n <= last; n++) {
        if (target!.startsWith('[')) {
          if (listed[n - first] !== undefined) map.set(code(n, low!.length), utf16(listed[n - first]!));
        } else {
          const base = Number.parseInt(listed[0]!.replace(/\s/g, ''), 16) + (n - first);
          map.set(code(n, low!.length), String.fromCodePoint(base));
        }
      }
    }
  }
  return map;
}

export function pdfText(pdf: Buffer): string {
  const all = objects(pdf);
  const fonts = new Map<string, Map<string, string> | null>();
  for (const object of all.values()) {
    for (const [, name, ref] of object.dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(all.get(Number(ref))?.dict ?? '')?.[1];
      const cmap = toUnicode ? all.get(Number(toUnicode))?.stream?.toString('latin1') : undefined;
      fonts.set(name!, cmap ? unicodeMap(cmap) : null);
    }
  }
  const runs: string[] = [];
  for (const object of all.values()) {
    const content = object.stream?.toString('latin1') ?? '';
    if (!/\bT[Jj]\b/.test(content)) continue;
    let font: Map<string, string> | null = null;
    const ops = /\/(F\d+) [\d.]+ Tf|\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g;
    for (const [, name, array, single] of content.matchAll(ops)) {
      if (name) {
        font = fonts.get(name) ?? null;
        continue;
      }
      const hexes = array !== undefined ? [...array.matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]!) : [single!];
      const decode = (hex: string) =>
        font
          ? (hex.match(/.{4}/g) ?? []).map((glyph) => font!.get(glyph.toLowerCase()) ?? '\uFFFD').join('')
          : Buffer.from(hex, 'hex').toString('latin1');
      runs.push(hexes.map(decode).join(''));
    }
  }
  return runs.join(' ').replace(/\s+/g, ' ');
}
