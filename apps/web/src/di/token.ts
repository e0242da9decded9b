/**
 * A DI token: a unique symbol that remembers the type it resolves to, so `useInjection(TOKEN)` and
 * `container.get(TOKEN)` are typed without a cast at the call site.
 */
export type Token<T> = symbol & { readonly __resolves?: T };

/** Declares a token (`export const CLOCK = token<Clock>('Clock')`), beside the port or class it names. */
export function token<T>(name: string): Token<T> {
  return Symbol(name) as Token<T>;
}
