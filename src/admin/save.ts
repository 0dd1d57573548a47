// An editor's save through the contract's client: its answer, or an error carrying the status and each field's words.

/** The answer's data, or throws its message (`failed` when nothing came back) with `status` and `errors`. */
export async function saved<T>(
  sending: Promise<{ data?: T; error?: unknown; response: Response }>,
  failed: string,
): Promise<T> {
  const sent = await sending.catch(() => null);
  if (!sent) throw new Error(failed);
  const { data, error, response } = sent;
  if (data) return data;
  const refusal = error as { message?: string; errors?: unknown } | undefined;
  throw Object.assign(new Error(refusal?.message ?? failed), { status: response.status, errors: refusal?.errors });
}

/** A refusal's words by field (`variants.1.price`), from the 400's errors about what the body's `root` holds. */
export function problemsOf(error: unknown, root: string): Record<string, string> {
  const errors = (error as { errors?: { field?: string; says?: string }[] } | undefined)?.errors ?? [];
  const found: Record<string, string> = {};
  for (const { field, says } of errors)
    if (field && says) found[field.replace(new RegExp(`^${root}/`), '').replaceAll('/', '.')] = says;
  return found;
}
