/**
 * The shape a translation must have: the English module's keys, with each string literal widened to `string` and
 * each function kept with its parameter types. `satisfies Shape<typeof en…>` makes tsc fail on a missing key, an
 * extra key, a string where a function is expected or a function with other parameters.
 */
export type Shape<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { readonly [K in keyof T]: Shape<T[K]> };
