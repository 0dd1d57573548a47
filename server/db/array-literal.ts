/**
 * An array's text form for one bound parameter, '{1,2}', cast in the statement (`::int[]`, `::timestamptz[]`): one
 * parameter however many values, on PostgreSQL and PGlite alike. For numbers and ISO times, which hold no character
 * the form would need quoted.
 */
export const arrayLiteral = (values: readonly (number | string)[]) => `{${values.join(',')}}`;
