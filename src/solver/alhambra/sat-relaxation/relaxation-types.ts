import type { AlhambraLayout } from '../../../games/layout.js';
import type { Cnf } from '../../sat/cnf.js';
import type { RelaxationStart } from './start.js';

/** The error of an encoding that its `stop` ended before it was done. */
export const RELAXATION_STOPPED = 'the encoding was stopped';

/** The relaxation of one deal, with what is needed to read a line of play into it. */
export interface AlhambraRelaxation extends Cnf {
  readonly layout: AlhambraLayout;
  /** Where the game begins in the layout's deal (`start.ts`): a deal's start, or a position read as one. */
  readonly start: RelaxationStart;
  /** home[card][slot], card numbering: stream cards by stock index, then reserve cards pile by pile, bottom first. */
  readonly home: readonly (readonly number[])[];
  /** built[card][slot] for reserve cards (empty for stream cards). */
  readonly built: readonly (readonly number[])[];
  /** atOrBefore[card][j] for reserve cards (empty for stream cards). */
  readonly atOrBefore: readonly (readonly number[])[];
  /**
   * For each copy pair `first` and `second` (card numbers as above): the variable true when `first` goes to the Ace
   * foundation (and `second` to the King foundation).
   */
  readonly aceChoices: readonly AceChoice[];
  /** For each build a card may make in a slot onto a bridge: the variable true when it did. */
  readonly buildChoices: readonly BuildChoice[];
  /** For each card, bridge and pass: the variable true when the card was built onto the bridge in that pass. */
  readonly builtOnto: readonly BuiltOnto[];
  /** builtAfterAtLeast[card][k - 1] for reserve cards: at least k reserve cards were built before it. */
  readonly builtAfterAtLeast: readonly (readonly number[])[];
  /** refilled[card][slot] in The Reinforcements: first put onto an empty pile by then (empty for other variants). */
  readonly refilled: readonly (readonly number[])[];
  /** left[card][slot] in The Reinforcements: left its pile after its first refill by then (empty for others). */
  readonly left: readonly (readonly number[])[];
  /**
   * The Reinforcements (the piles' room): a refilled card's first leaving of its pile onto the waste, onto a bridge.
   */
  readonly leaveChoices: readonly BuildChoice[];
  /** The Reinforcements (the piles' room): that leaving, by card, bridge and pass. */
  readonly leftOnto: readonly BuiltOnto[];
  /**
   * The Reinforcements (the waste in the order of play): of two cards built onto one bridge in one pass, the variable
   * true when `first` was built first.
   */
  readonly firstOnto: readonly FirstOf[];
  /** The Reinforcements (the refill order): of two stream cards, the variable true when `first` was refilled first. */
  readonly firstRefilled: readonly FirstOf[];
  /**
   * The Reinforcements (the order of play): per card, the variable true when that leaving went onto the waste (0 for
   * none).
   */
  readonly leftOntoWaste: readonly number[];
  /**
   * The Reinforcements (the order of play): each event's place in the order of play, as `atLeast[k - 1]`: at least k.
   */
  readonly events: readonly OrderedEvent[];
  /** The Reinforcements (the order of play): `card` was first refilled onto pile `pile`. */
  readonly refillPiles: readonly RefillPile[];
  /**
   * Clauses as sound as the others but held back (the pile deadlocks unless asked for, and the stream order's deadlocks
   * when asked for): a solver adds those a plan breaks once its playout fails. The pile deadlocks in the problem from
   * the start made the plans worse.
   */
  readonly heldBack: Cnf;
  /**
   * Clauses as sound as the others but left out of the plans' solves (the covered built cards, unless asked for): a
   * solver adds those a plan breaks once its playout fails, and all of them before it looks for a proof. In the problem
   * from the start they slowed the first solve and made the plans worse.
   */
  readonly deferred: Cnf;
  /**
   * The stream order (`stream-order.ts`): the variable true when `second` lies after `first` whenever both are in the
   * stream.
   */
  readonly streamAfter: readonly StreamAfter[];
  /** Helper variables, each defined from variables before it or from other helpers. */
  readonly definitions: ReadonlyMap<number, (value: (variable: number) => boolean) => boolean>;
}

/** A foundation choice: the variable true when copy `first` goes to the Ace foundation (and `second` to the King one). */
export interface AceChoice {
  readonly variable: number;
  readonly first: number;
  readonly second: number;
}

/** A build of `card` onto `bridge` in slot `slot` (card numbers as in `home`). */
export interface BuildChoice {
  readonly card: number;
  readonly bridge: number;
  readonly slot: number;
  readonly variable: number;
}

/** An event of a card (the order of play): it goes home, leaves its starting pile, or is first refilled onto a pile. */
export interface OrderedEvent {
  readonly kind: 'home' | 'leave' | 'refill';
  readonly card: number;
  readonly atLeast: readonly number[];
}

/** `card` built onto `bridge` in pass `pass` (0–2). */
export interface BuiltOnto {
  readonly card: number;
  readonly bridge: number;
  readonly pass: number;
  readonly variable: number;
}

/** Of two cards, the variable true when `first` comes first (built onto a shared bridge, or refilled). */
export interface FirstOf {
  readonly first: number;
  readonly second: number;
  readonly variable: number;
}

/** The variable true when `card` was first refilled onto pile `pile`. */
export interface RefillPile {
  readonly card: number;
  readonly pile: number;
  readonly variable: number;
}

/** The variable true when `second` lies after `first` in the stream whenever both are there. */
export interface StreamAfter {
  readonly first: number;
  readonly second: number;
  readonly variable: number;
}

/** Options of `encodeAlhambraRelaxation`, for tests. */
export interface RelaxationOptions {
  /** Whether a card built above a bridge covers it (the covered bridges; default true, off only to test them). */
  readonly coveredBridges?: boolean;
  /**
   * Whether a card built above a built card keeps it from going home (the covered built cards), and where their clauses
   * go: `deferred` (the default, in `deferred`), `in-problem`, or `off` (only to test them).
   */
  readonly coveredBuiltCards?: 'deferred' | 'in-problem' | 'off';
  /** Whether the pile deadlocks are in the problem itself (default false: held back in `heldBack`). */
  readonly pileDeadlocks?: boolean;
  /** Whether one card per bridge (standard and any-suit) is in the problem (default true; off to measure it). */
  readonly sharedBridges?: boolean;
  /**
   * Where the stream order goes: its deadlock clauses `in-problem` (the default), `held-back` (its facts
   * stay in the problem, the deadlocks are added once a plan breaks them), or `off` (The Reinforcements always).
   */
  readonly streamOrder?: 'in-problem' | 'held-back' | 'off';
  /**
   * Where the game begins (default: the deal's start): a position read as a deal by `relaxationPosition` (standard and
   * any-suit only).
   */
  readonly start?: RelaxationStart;
  /** Polled between clause families: once it says true, the encoding ends with the error `RELAXATION_STOPPED`. */
  readonly stop?: () => boolean;
}
