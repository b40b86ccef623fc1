import { err, ok, type Result } from '../core/result.js';
import type { LayoutError } from './errors.js';

/** JSON text parsed, or data that is already parsed passed through; `input` names it in the error. */
export const parseJsonInput = (input: unknown, what: 'layout' | 'record'): Result<unknown, LayoutError> => {
  if (typeof input !== 'string') return ok(input);
  try {
    return ok(JSON.parse(input));
  } catch (error) {
    return err({ code: 'json.invalid', input: what, detail: (error as Error).message });
  }
};
