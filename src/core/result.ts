/** The outcome of parsing or checking input: a value, or an error that names the problem. */
export type Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

/** A successful result. */
export const ok = <T>(value: T): Result<T> => ({ ok: true, value });

/** A failed result with a message naming the problem. */
export const err = <T = never>(error: string): Result<T> => ({ ok: false, error });
