import { dealLayout, parseDealNumber, randomDealNumber } from '../../../src/deals/pysolfc.js';
import type { EngineError } from '../../../src/formats/errors.js';
import { findGameVariant, GAME_VARIANTS, type GameVariant, isGameId } from '../../../src/games/ids.js';
import { variantKey } from '../../../src/games/registry.js';
import { newSession, type Session } from './session.js';

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

/** The session an address asks for: the one kept for its deal (or the last one of its game), else a fresh deal. */
export const sessionForRoute = (route: Route, saved: readonly Session[]): Session => {
  // The other games kept stay as they are, to be taken up again by their addresses.
  const kept = route.problem
    ? undefined
    : saved.find(
        (session) =>
          variantKey(session.game.kind) === variantKey(route.kind) &&
          (route.deal === undefined || session.game.layout.deal === route.deal.toString()),
      );
  return kept ?? newSession(dealLayout(route.kind, route.deal ?? randomDealNumber()));
};

/** The session to show first: the address's, else the game played last, else a fresh deal of the first game. */
export const startingSession = (route: Route | undefined, saved: readonly Session[]): Session =>
  route === undefined
    ? (saved[0] ?? newSession(dealLayout(GAME_VARIANTS[0]!, randomDealNumber())))
    : sessionForRoute(route, saved);
