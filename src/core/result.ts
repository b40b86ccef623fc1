/** The outcome of parsing or checking input: a value, or an error that names the problem (a code and its parameters in the engine). */
export type Result<T, E = string> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

/** A successful result. */
export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });

/** A failed result with the error naming the problem. */
export const err = <E = string>(error: E): Result<never, E> => ({ ok: false, error });
