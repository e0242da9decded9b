/** A nominal ("branded") type: `Brand<number, 'UserId'>` cannot be mixed up with another id. */
export type Brand<T, Name extends string> = T & { readonly __brand: Name };
