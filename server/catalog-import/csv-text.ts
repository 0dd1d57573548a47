/**
 * A CSV file as text, read as a stream (memory does not grow with the file): UTF-8, with or
 * without a BOM, or UTF-16 (a BOM says which end first; without one, the NULs of the first
 * characters do), and every line end (Windows' CRLF, old Macs' CR) made LF. Bytes that are
 * not text in the encoding found stop the reading with a sentence for the report.
 */
import { createReadStream } from 'node:fs';

export type Encoding = 'utf-8' | 'utf-16le' | 'utf-16be';

export interface CsvText {
  /** What the file was read as, in words for the report, e.g. "UTF-16 (little-endian), with a BOM". */
  encoding: string;
  chunks: AsyncIterable<string>;
}

/** The encoding the first bytes show, and how many bytes of BOM to skip. */
function sniff(first: Buffer): { encoding: Encoding; bom: number } {
  if (first[0] === 0xef && first[1] === 0xbb && first[2] === 0xbf) return { encoding: 'utf-8', bom: 3 };
  if (first[0] === 0xff && first[1] === 0xfe) return { encoding: 'utf-16le', bom: 2 };
  if (first[0] === 0xfe && first[1] === 0xff) return { encoding: 'utf-16be', bom: 2 };
  // A header in UTF-16 with no BOM: "H\0a\0…" or "\0H\0a…".
  if (first.length >= 4 && first[1] === 0 && first[3] === 0 && first[0] !== 0) return { encoding: 'utf-16le', bom: 0 };
  if (first.length >= 4 && first[0] === 0 && first[2] === 0 && first[1] !== 0) return { encoding: 'utf-16be', bom: 0 };
  return { encoding: 'utf-8', bom: 0 };
}

const NAMES: Record<Encoding, string> = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16 (little-endian)',
  'utf-16be': 'UTF-16 (big-endian)',
};

/** Thrown when the bytes are not text in the file's encoding; `line` is the first line not read whole (the bytes are at or after it). */
export class NotText extends Error {
  override name = 'NotText';
  constructor(
    readonly line: number,
    encoding: Encoding,
  ) {
    super(
      `the file is not ${NAMES[encoding]} text at or after this line ` +
        '(an Excel "CSV" is often Windows-1252): save it as "CSV UTF-8" and import it again',
    );
  }
}

export async function csvText(file: string): Promise<CsvText> {
  const stream = createReadStream(file, { highWaterMark: 256 * 1024 });
  // Node types a stream's chunks as any; a file opened without an encoding gives Buffers.
  const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head = await iterator.next();
  const first = head.done ? Buffer.alloc(0) : head.value;
  const { encoding, bom } = sniff(first);
  return {
    encoding: `${NAMES[encoding]}${bom ? ', with a BOM' : ''}`,
    chunks: decoded(first.subarray(bom), iterator, encoding, () => stream.destroy()),
  };
}

async function* decoded(
  first: Buffer,
  rest: AsyncIterator<Buffer>,
  encoding: Encoding,
  close: () => void,
): AsyncGenerator<string> {
  const decoder = new TextDecoder(encoding, { fatal: true });
  let line = 1;
  // A CR at the end of a chunk may be the first half of a CRLF: held until the next chunk says.
  let heldCr = false;
  const text = (bytes: Buffer, last: boolean): string => {
    let chunk: string;
    try {
      chunk = decoder.decode(bytes, { stream: !last });
    } catch {
      throw new NotText(line, encoding);
    }
    if (heldCr) chunk = `\r${chunk}`;
    heldCr = !last && chunk.endsWith('\r');
    if (heldCr) chunk = chunk.slice(0, -1);
    chunk = chunk.replace(/\r\n?/g, '\n');
    for (let at = chunk.indexOf('\n'); at !== -1; at = chunk.indexOf('\n', at + 1)) line++;
    return chunk;
  };
  try {
    if (first.length) yield text(first, false);
    for (let next = await rest.next(); !next.done; next = await rest.next()) yield text(next.value, false);
    const end = text(Buffer.alloc(0), true);
    if (end) yield end;
  } finally {
    close();
  }
}
