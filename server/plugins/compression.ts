import { pipeline, Readable } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip, type BrotliOptions } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { appWide } from './app-wide';
import { warnWithCause } from '../logging/warn-with-cause';

/** Text answers compressed on the fly; build assets arrive already encoded (decision 0012). */
export const compression = appWide(async (app) => {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method === 'HEAD' || !isCompressible(reply)) return done(null, payload);
    addVary(reply);
    const encoding = preferredEncoding(request);
    const body = encoding && bodyWorthCompressing(reply, payload);
    if (!encoding || !body) return done(null, payload);
    reply.header('Content-Encoding', encoding).removeHeader('Content-Length');
    if (body instanceof Readable) {
      const compressor = encoding === 'br' ? createBrotliCompress(brotliOptions) : createGzip();
      return done(
        null,
        pipeline(body, compressor, (error) => {
          if (error) warnWithCause(request.log, error, 'compressing a streamed answer failed');
        }),
      );
    }
    compressBytes(body, encoding).then((bytes) => done(null, bytes), done);
  });
});

/** For answers kept compressed (server/catalog/serve.ts). */
export function compressBytes(bytes: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return encoding === 'br' ? brotli(bytes, brotliOptions) : gzipAsync(bytes);
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
// Quality 5 of 11: most of brotli's gain at a small cost per answer.
const brotliOptions: BrotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/** Below about one packet, compression is not worth its CPU. */
export const MIN_BYTES = 1024;

const compressibleType = /^(text\/|application\/(json|javascript|xml|[\w.+-]*\+(json|xml))|image\/svg\+xml)/i;

function isCompressible(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && compressibleType.test(type) && !reply.hasHeader('content-encoding');
}

function bodyWorthCompressing(reply: FastifyReply, payload: unknown): Readable | Buffer | null {
  if (reply.statusCode === 204 || reply.statusCode === 206 || reply.statusCode === 304) return null;
  if (payload instanceof Readable) return payload;
  if (typeof payload === 'string') return Buffer.byteLength(payload) >= MIN_BYTES ? Buffer.from(payload) : null;
  return Buffer.isBuffer(payload) && payload.length >= MIN_BYTES ? payload : null;
}

export function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : typeof vary === 'string' ? vary : '';
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current)) return;
  reply.header('Vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

/** br over gzip when both are acceptable (RFC 9110 §12.5.3). */
export function preferredEncoding(request: FastifyRequest): 'br' | 'gzip' | null {
  const header = request.headers['accept-encoding'];
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).filter((name) => weight(name) > 0);
  return best.sort((a, b) => weight(b) - weight(a))[0] ?? null;
}
