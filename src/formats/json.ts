import { err, ok, type Result } from '../core/result.js';

/** JSON text parsed, or data that is already parsed passed through; `what` names the input in the error. */
export const parseJsonInput = (input: unknown, what: string): Result<unknown> => {
  if (typeof input !== 'string') return ok(input);
  try {
    return ok(JSON.parse(input));
  } catch (error) {
    return err(`${what} is not valid JSON: ${(error as Error).message}`);
  }
};
