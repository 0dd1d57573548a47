import { oneLineLabels, type OneLineField } from '#rules/fields';
import { isOneLine } from '#rules/patterns';
import { texts } from '#rules/texts';
import { messages } from '../messages/messages';
import { appWide } from './app-wide';
import { labelOf, partOf, refuse } from './request-problems';

/**
 * Refuses text PostgreSQL cannot store: a NUL (error 22021) or a lone surrogate (silently stored as U+FFFD).
 * The schema cannot say "no NUL" for every string; one walk can.
 */
export const textInput = appWide(async (app) => {
  app.addHook('preValidation', (request, _reply, done) => {
    // Every request passes here: the usual answer builds no list of its parts. Without a body and a `%` in its
    // target, a request's parameters are its target's own characters: the HTTP parser lets no NUL through, and it
    // reads the target as Latin-1, which holds no surrogate. Most reads stop at that look.
    if (request.body === undefined && !request.url.includes('%')) return done();
    if (allStorable(request.params) && allStorable(request.query) && allStorable(request.body)) return done();
    const parts = { params: request.params, querystring: request.query, body: request.body };
    for (const [part, value] of Object.entries(parts)) {
      const where = unstorableText(value, '');
      if (where === undefined) continue;
      const field = where.slice(1);
      return done(
        refuse(partOf(part), field || undefined, 'character', messages.invalid.character(labelOf(field, partOf(part)))),
      );
    }
    done();
  });
});

/** The same walk without the paths, for the usual answer (nothing to refuse): no string is built per field. */
function allStorable(value: unknown): boolean {
  const pending: unknown[] = [value];
  for (let inner = pending.pop(); pending.length > 0 || inner !== undefined; inner = pending.pop()) {
    if (typeof inner === 'string') {
      if (inner.includes('\u0000') || !isWellFormed(inner)) return false;
    } else if (inner && typeof inner === 'object') {
      // One by one: a spread of a long array would pass more arguments than a call takes.
      for (const item of Object.values(inner)) pending.push(item);
    }
  }
  return true;
}

/** The path (`/tag/0`) of the first unstorable string; its own stack, so no nesting overflows the call stack. */
function unstorableText(value: unknown, path: string): string | undefined {
  const pending: [unknown, string][] = [[value, path]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [inner, where] = next;
    if (typeof inner === 'string') {
      if (inner.includes('\u0000') || !isWellFormed(inner)) return where;
    } else if (inner && typeof inner === 'object' && !Buffer.isBuffer(inner)) {
      // Last to first, so the first found is the first in reading order.
      const entries = Object.entries(inner);
      for (let i = entries.length - 1; i >= 0; i--) pending.push([entries[i]![1], `${where}/${entries[i]![0]}`]);
    }
  }
  return undefined;
}

// Node 20 has String.prototype.isWellFormed (ES2024, no lone surrogate), newer than the lib this project compiles
// against; twice as fast as a regular expression for it.
const isWellFormed = (text: string) => (text as string & { isWellFormed(): boolean }).isWellFormed();

/**
 * Refuses the first of `fields` in `body` that is not one line (a line break, a control or a
 * bidirectional character: rules/patterns.ts), naming it: "First name can't contain line
 * breaks or control characters." The forms refuse the same (machines/*.schemas.ts).
 */
export function refuseUnlessOneLine(
  body: Partial<Record<OneLineField, unknown>>,
  fields: readonly OneLineField[],
): void {
  for (const field of fields) {
    const value = body[field];
    if (typeof value === 'string' && !isOneLine(value))
      throw refuse('body', field, 'character', texts.notOneLine(oneLineLabels[field]));
  }
}
