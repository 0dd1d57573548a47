/**
 * What a refused request must say: a sentence for people, never a JSON-schema validator's
 * wording; and on a 400 the problems for programs (`errors`, which the contract client
 * checks against the document's RequestProblem).
 */

/** A validator's wording: a location (`body/…`, `params/…`) or one of its phrases. */
export const validatorWording = new RegExp(
  String.raw`\b(?:body|params|querystring|headers)\/|instancePath|must NOT\b|must match\b|` +
    String.raw`must have (?:required|additional)\b|` +
    String.raw`must be (?:[<>=]|equal to\b|integer\b|number\b|string\b|boolean\b|array\b|object\b|null\b)`,
);

/** Why `body` is not a refusal worded for people (undefined when it is). */
export function notWordedForPeople(status: number, body: unknown): string | undefined {
  const { message, errors } = (body ?? {}) as { message?: unknown; errors?: unknown };
  if (typeof message !== 'string') return 'no message';
  if (validatorWording.test(message)) return `validator wording in ${JSON.stringify(message)}`;
  if (!/^[A-Z][\s\S]*\.$/.test(message))
    return `not a sentence (a capital first, a period last): ${JSON.stringify(message)}`;
  if (status === 400 && !(Array.isArray(errors) && errors.length > 0)) return 'a 400 without errors[]';
  return undefined;
}
