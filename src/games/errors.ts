import type { Card } from '../core/cards.js';

/** A pile a card was to come from, as a move names it (the same shape as a move's `Source`). */
export type SourcePile = { readonly pile: 'column' | 'reserve' | 'waste'; readonly index: number };

/** Why a move is illegal: a code and what the message needs, rendered into words by each language's catalogue. */
export type IllegalMove =
  /** King Albert has no stock to turn or redeal. */
  | { readonly code: 'move.noStock' }
  /** A move from a foundation: foundation cards never move. */
  | { readonly code: 'move.fromFoundation' }
  /** A move from a pile this game does not have. */
  | { readonly code: 'move.noSuchSource'; readonly source: SourcePile }
  /** A move from an empty pile. */
  | { readonly code: 'move.emptySource'; readonly source: SourcePile }
  /** A card other than an Ace onto an empty King Albert foundation. */
  | { readonly code: 'move.needsAce'; readonly card: Card }
  /** A card onto a foundation that needs another card next. */
  | {
      readonly code: 'move.notNext';
      readonly card: Card;
      readonly foundation: 'foundation' | 'ace' | 'king';
      readonly needs: Card;
    }
  /** A card onto a complete Alhambra foundation. */
  | { readonly code: 'move.foundationComplete'; readonly suit: number; readonly foundation: 'ace' | 'king' }
  /** A move onto a King Albert column that does not exist. */
  | { readonly code: 'move.noSuchColumn'; readonly index: number }
  /** A move onto a waste pile that does not exist. */
  | { readonly code: 'move.noSuchWaste'; readonly index: number }
  /** A card onto the pile it comes from. */
  | { readonly code: 'move.ontoItself'; readonly pile: 'column' | 'waste' }
  /** A card onto a card it does not build on; `rule` names the building rule broken. */
  | {
      readonly code: 'move.doesNotFit';
      readonly card: Card;
      readonly onto: Card;
      readonly rule: 'column' | 'waste' | 'wasteAnySuit';
    }
  /** A card into the reserve. */
  | { readonly code: 'move.intoReserve' }
  /** A King Albert move onto a waste, Ace or King foundation. */
  | { readonly code: 'move.noWasteOrAceKing' }
  /** An Alhambra move onto a column. */
  | { readonly code: 'move.noColumns' }
  /** An Alhambra move onto a pile that no game has. */
  | { readonly code: 'move.noSuchPile' }
  /** An Alhambra move onto "the foundation": it has an Ace and a King foundation per suit. */
  | { readonly code: 'move.whichFoundation' }
  /** A waste card anywhere but a foundation (one waste pile). */
  | { readonly code: 'move.wasteOnlyHome' }
  /** A card onto an empty waste pile. */
  | { readonly code: 'move.emptyWaste'; readonly from: 'reserve' | 'waste' }
  /** A value that is not a move at all (a caller's mistake, not a player's). */
  | { readonly code: 'move.malformed' }
  /** A turn with the stock empty while a redeal is left. */
  | { readonly code: 'turn.redealFirst' }
  /** A turn with the stock empty and no redeal left. */
  | { readonly code: 'turn.noRedealLeft' }
  /** A turn with the stock and the waste empty. */
  | { readonly code: 'turn.nothingToTurn' }
  /** A redeal before the stock is empty. */
  | { readonly code: 'redeal.stockNotEmpty' }
  /** A redeal after the last pass. */
  | { readonly code: 'redeal.noneLeft'; readonly passes: number }
  /** A redeal with the waste empty. */
  | { readonly code: 'redeal.wasteEmpty' };
