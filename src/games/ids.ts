/** Game ids, as used in the CLI, URLs, saved games and statistics. */
export const GAME_IDS = ['king-albert', 'alhambra'] as const;
/** One game id. */
export type GameId = (typeof GAME_IDS)[number];

/** Variant ids of King Albert. */
export const KING_ALBERT_VARIANTS = ['standard', 'raglan'] as const;
/** Variant ids of Alhambra. */
export const ALHAMBRA_VARIANTS = ['standard', 'any-suit', 'granada', 'reinforcement'] as const;

/** Variant ids per game. */
export const VARIANT_IDS = {
  'king-albert': KING_ALBERT_VARIANTS,
  alhambra: ALHAMBRA_VARIANTS,
} as const satisfies Record<GameId, readonly string[]>;

/** A variant id of King Albert. */
export type KingAlbertVariant = (typeof KING_ALBERT_VARIANTS)[number];
/** A variant id of Alhambra. */
export type AlhambraVariant = (typeof ALHAMBRA_VARIANTS)[number];
/** Any variant id. */
export type VariantId = KingAlbertVariant | AlhambraVariant;

/** A game and one of its variants: the six playable games. */
export type GameVariant =
  | { readonly game: 'king-albert'; readonly variant: KingAlbertVariant }
  | { readonly game: 'alhambra'; readonly variant: AlhambraVariant };

/** All six game/variant pairs, in menu order. */
export const GAME_VARIANTS: readonly GameVariant[] = [
  ...KING_ALBERT_VARIANTS.map((variant) => ({ game: 'king-albert', variant }) as const),
  ...ALHAMBRA_VARIANTS.map((variant) => ({ game: 'alhambra', variant }) as const),
];

/** True if `game` is a known game id. */
export const isGameId = (game: unknown): game is GameId => (GAME_IDS as readonly unknown[]).includes(game);

/** The game/variant pair, or undefined if the variant does not belong to the game. */
export const findGameVariant = (game: unknown, variant: unknown): GameVariant | undefined =>
  GAME_VARIANTS.find((entry) => entry.game === game && entry.variant === variant);

/** `game/variant`, a stable key for storage and maps. */
export const gameVariantKey = (entry: GameVariant): string => `${entry.game}/${entry.variant}`;
