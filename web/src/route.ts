import { parseDealNumber } from '../../src/deals/pysolfc.js';
import type { EngineError } from '../../src/formats/errors.js';
import { findGameVariant, type GameVariant, isGameId } from '../../src/games/ids.js';

/** What an address asks for, and what was wrong with it. */
export interface Route {
  /** The game to show: the one named, or a fallback when the name was bad. */
  readonly kind: GameVariant;
  /** The deal number named, if any and if good. */
  readonly deal: bigint | undefined;
  /** Set when the address could not be followed as written. */
  readonly problem?:
    | { readonly type: 'game'; readonly text: string }
    | { readonly type: 'variant'; readonly text: string }
    | { readonly type: 'deal'; readonly text: string; readonly reason: EngineError };
}

/** The default game when the address names none. */
export const DEFAULT_KIND: GameVariant = { game: 'king-albert', variant: 'standard' };

const decode = (part: string): string => {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
};

/** Reads `#/game/variant/deal`; undefined when the address names no game at all. */
export const parseRoute = (hash: string): Route | undefined => {
  const parts = hash.replace(/^#\/?/, '').split('/').filter(Boolean).map(decode);
  if (parts.length === 0) return undefined;
  const [game, variant = 'standard', dealText] = parts as [string, string?, string?];
  if (!isGameId(game)) return { kind: DEFAULT_KIND, deal: undefined, problem: { type: 'game', text: game } };
  const kind = findGameVariant(game, variant);
  if (kind === undefined)
    return {
      kind: findGameVariant(game, 'standard')!,
      deal: undefined,
      problem: { type: 'variant', text: variant },
    };
  if (dealText === undefined) return { kind, deal: undefined };
  const deal = parseDealNumber(dealText);
  if (!deal.ok) return { kind, deal: undefined, problem: { type: 'deal', text: dealText, reason: deal.error } };
  return { kind, deal: deal.value };
};

/** The address of a game and deal: `#/alhambra/standard/12345` (no number for a deal of one's own). */
export const makeRoute = (kind: GameVariant, deal: string | undefined): string =>
  `#/${kind.game}/${kind.variant}${deal === undefined ? '' : `/${deal}`}`;
