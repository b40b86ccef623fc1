import {
  ALHAMBRA_VARIANTS,
  type AlhambraVariant,
  type GameId,
  type GameVariant,
  KING_ALBERT_VARIANTS,
  type KingAlbertVariant,
} from './ids.js';

// One descriptor per family and per variant: what a variant is, as data. The engines, formats and deals read their
// shapes and rules from here, so adding a variant means adding its descriptor (the compiler then asks for the rest).

/** `game/variant`: the key of a variant's title and words in every language, and of statistics. */
export type VariantKey = `${'king-albert'}/${KingAlbertVariant}` | `${'alhambra'}/${AlhambraVariant}`;

/** What every variant's descriptor holds. */
interface VariantBase<F extends GameId, V extends string> {
  /** The family (game id). */
  readonly family: F;
  /** The variant id. */
  readonly variant: V;
  /** `game/variant`, the key of its words in each language. */
  readonly key: `${F}/${V}`;
  /** The English title, as the command line and text output name it. */
  readonly title: string;
  /** PySolFC's game number for this variant's numbered deals. */
  readonly pysolfcGameId: number;
}

/** A King Albert variant: its shape and what sets it apart. */
export interface KingAlbertDescriptor extends VariantBase<'king-albert', KingAlbertVariant> {
  /** Cards in each of the nine columns, left to right. */
  readonly columnHeights: readonly number[];
  /** Reserve slots. */
  readonly reserveSize: number;
  /** The four Aces start on the foundations (Raglan). */
  readonly acesStartHome: boolean;
}

/** An Alhambra variant: its shape and what sets it apart. */
export interface AlhambraDescriptor extends VariantBase<'alhambra', AlhambraVariant> {
  /** Reserve piles. */
  readonly reservePiles: number;
  /** Cards in each reserve pile at the start. */
  readonly reserveDepth: number;
  /** Waste piles; with more than one, waste cards build on one another (Granada). */
  readonly wastePiles: number;
  /** A reserve card goes onto the waste whatever its suit (any-suit). */
  readonly anySuitOnWaste: boolean;
  /** The stock refills an emptied reserve pile at once (The Reinforcements). */
  readonly reserveRefills: boolean;
}

/** Any variant's descriptor; `family` tells which. */
export type VariantDescriptor = KingAlbertDescriptor | AlhambraDescriptor;

/** King Albert's family: nine columns, a reserve and four foundations, one deck. */
export const KING_ALBERT_FAMILY = {
  family: 'king-albert',
  title: 'King Albert',
  columns: 9,
  cardCount: 52,
  decks: 1,
  variants: KING_ALBERT_VARIANTS,
} as const;

/** Alhambra's family: eight pre-placed foundations, reserve piles, stock and waste, two decks, three passes. */
export const ALHAMBRA_FAMILY = {
  family: 'alhambra',
  title: 'Alhambra',
  foundations: 8,
  cardCount: 104,
  decks: 2,
  passes: 3,
  variants: ALHAMBRA_VARIANTS,
} as const;

/** The families by game id. */
export const FAMILIES = {
  'king-albert': KING_ALBERT_FAMILY,
  alhambra: ALHAMBRA_FAMILY,
} as const satisfies Record<GameId, { readonly family: GameId; readonly variants: readonly string[] }>;

/** King Albert's variants. */
export const KING_ALBERT_DESCRIPTORS: { readonly [V in KingAlbertVariant]: KingAlbertDescriptor } = {
  standard: {
    family: 'king-albert',
    variant: 'standard',
    key: 'king-albert/standard',
    title: 'King Albert',
    pysolfcGameId: 233,
    columnHeights: [1, 2, 3, 4, 5, 6, 7, 8, 9],
    reserveSize: 7,
    acesStartHome: false,
  },
  raglan: {
    family: 'king-albert',
    variant: 'raglan',
    key: 'king-albert/raglan',
    title: 'Raglan',
    pysolfcGameId: 232,
    columnHeights: [1, 2, 3, 4, 5, 6, 7, 7, 7],
    reserveSize: 6,
    acesStartHome: true,
  },
};

const alhambra = (
  variant: AlhambraVariant,
  title: string,
  pysolfcGameId: number,
  rules: Partial<
    Pick<AlhambraDescriptor, 'reservePiles' | 'reserveDepth' | 'wastePiles' | 'anySuitOnWaste' | 'reserveRefills'>
  >,
): AlhambraDescriptor => ({
  family: 'alhambra',
  variant,
  key: `alhambra/${variant}`,
  title,
  pysolfcGameId,
  reservePiles: 8,
  reserveDepth: 4,
  wastePiles: 1,
  anySuitOnWaste: false,
  reserveRefills: false,
  ...rules,
});

/** Alhambra's variants; each differs from the standard game only where it says. */
export const ALHAMBRA_DESCRIPTORS: { readonly [V in AlhambraVariant]: AlhambraDescriptor } = {
  standard: alhambra('standard', 'Alhambra', 234, {}),
  // Same deals as Alhambra: PySolFC has no game of its own for it.
  'any-suit': alhambra('any-suit', 'Alhambra (any suit on the waste)', 234, { anySuitOnWaste: true }),
  granada: alhambra('granada', 'Granada', 465, { wastePiles: 4 }),
  reinforcement: alhambra('reinforcement', 'The Reinforcements', 609, {
    reservePiles: 4,
    reserveDepth: 12,
    reserveRefills: true,
  }),
};

/** Every variant's descriptor, in menu order. */
export const VARIANT_DESCRIPTORS: readonly VariantDescriptor[] = [
  ...KING_ALBERT_VARIANTS.map((variant) => KING_ALBERT_DESCRIPTORS[variant]),
  ...ALHAMBRA_VARIANTS.map((variant) => ALHAMBRA_DESCRIPTORS[variant]),
];

/** The descriptor of a game/variant pair. */
export function describeVariant(kind: GameVariant & { readonly game: 'king-albert' }): KingAlbertDescriptor;
/** The descriptor of a game/variant pair. */
export function describeVariant(kind: GameVariant & { readonly game: 'alhambra' }): AlhambraDescriptor;
/** The descriptor of a game/variant pair. */
export function describeVariant(kind: GameVariant): VariantDescriptor;
export function describeVariant(kind: GameVariant): VariantDescriptor {
  switch (kind.game) {
    case 'king-albert':
      return KING_ALBERT_DESCRIPTORS[kind.variant];
    case 'alhambra':
      return ALHAMBRA_DESCRIPTORS[kind.variant];
  }
}

/** `game/variant` of a pair: the key of its words in each language. */
export const variantKey = (kind: GameVariant): VariantKey => describeVariant(kind).key;
