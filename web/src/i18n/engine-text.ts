import { type EngineError, type ErrorCatalogue, renderError } from '../../../src/formats/messages.js';

/** A language's `engineText`: an engine error in its words, or a text that is already words, unchanged. */
export const engineTextFrom =
  (catalogue: ErrorCatalogue) =>
  (error: EngineError | string): string =>
    typeof error === 'string' ? error : renderError(catalogue, error);
