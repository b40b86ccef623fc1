import { ENGLISH_ERRORS } from '../../../src/formats/messages.js';
import type { VariantKey } from '../../../src/games/registry.js';
import { EN_SOLVER } from './en-solver.js';
import { engineTextFrom } from './engine-text.js';

/** A variant's name and one-line description in the menu. */
interface VariantWords {
  readonly title: string;
  readonly short: string;
}

/** English: every word the player sees. A new language is a copy of this file with the same shape. */
export const en = {
  lang: 'en',
  appName: 'Patience',
  appDescription:
    'King Albert, Raglan, Alhambra (also with any suit on the waste), Granada and The Reinforcements: patience games to play in the browser.',
  suitNames: ['clubs', 'diamonds', 'hearts', 'spades'],
  rankNames: ['ace', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'jack', 'queen', 'king'],
  rankIndex: ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'],
  cardName: (rank: string, suit: string): string => `${rank} of ${suit}`,

  games: {
    'king-albert/standard': {
      title: 'King Albert',
      short: 'Nine open columns and a reserve of seven. One card at a time, build down in alternating colours.',
    },
    'king-albert/raglan': {
      title: 'Raglan',
      short: 'King Albert with the Aces already home, six reserve cards and shorter columns.',
    },
    'alhambra/standard': {
      title: 'Alhambra',
      short:
        'Two decks. Build four piles up from Ace and four down from King, with the waste as a bridge. Three passes.',
    },
    'alhambra/any-suit': {
      title: 'Alhambra, any suit',
      short: 'Alhambra where a reserve card may go on the waste whatever its suit.',
    },
    'alhambra/granada': {
      title: 'Granada',
      short: 'Alhambra with four waste piles: each turn deals one card to each of them.',
    },
    'alhambra/reinforcement': {
      title: 'The Reinforcements',
      short: 'Alhambra with four deep reserve piles that the stock refills as soon as one runs empty.',
    },
  } satisfies Record<VariantKey, VariantWords>,

  toolbar: {
    new: 'New',
    restart: 'Restart',
    undo: 'Undo',
    redo: 'Redo',
    hint: 'Hint',
    menu: 'Menu',
    newTitle: 'New game (N)',
    restartTitle: 'Restart this deal',
    undoTitle: 'Undo (Ctrl+Z)',
    redoTitle: 'Redo (Ctrl+Y)',
    hintTitle: 'Hint (H)',
    menuTitle: 'Games, rules, statistics and settings',
  },

  piles: {
    column: (n: number) => `Column ${n}`,
    reserve: (n: number) => `Reserve ${n}`,
    waste: 'Waste',
    wasteN: (n: number) => `Waste ${n}`,
    stock: 'Stock',
    foundation: (suit: string) => `${suit} foundation`,
    acePile: (suit: string) => `${suit} Ace foundation, built up`,
    kingPile: (suit: string) => `${suit} King foundation, built down`,
    empty: 'empty',
    cards: (n: number) => (n === 1 ? '1 card' : `${n} cards`),
    under: (n: number) => `${n} under it`,
    top: (name: string) => `top: ${name}`,
    stockLeft: (n: number) => (n === 1 ? '1 card left' : `${n} cards left`),
    pass: (pass: number, passes: number) => `pass ${pass}/${passes}`,
    redealHint: 'click to redeal',
    noRedeal: 'no redeal left',
    boardLabel: 'Card table',
    upMark: 'up',
    downMark: 'down',
  },

  status: {
    deal: (deal: string) => `deal #${deal}`,
    customDeal: 'own deal',
    home: (home: number, total: number) => `${home}/${total}`,
    homeLabel: 'cards home',
    moves: (n: number) => (n === 1 ? '1 move' : `${n} moves`),
    time: 'time',
    pass: (pass: number, passes: number) => `pass ${pass}/${passes}`,
  },

  moves: {
    moved: (card: string, target: string) => `${card} to ${target}.`,
    turned: (card: string) => `Turned ${card}.`,
    turnedMany: (cards: string) => `Turned ${cards}.`,
    redealt: (pass: number) => `Redealt. Pass ${pass} of 3.`,
    undone: 'Move undone.',
    redone: 'Move redone.',
    nothingToUndo: 'Nothing to undo.',
    nothingToRedo: 'Nothing to redo.',
    picked: (card: string) => `Picked up ${card}. Choose where it goes and press Enter, or Escape to put it back.`,
    putBack: 'Put back.',
    noMove: (card: string) => `${card} has no legal move now.`,
    cannotMove: 'Only a pile’s free card can move.',
    choose: (card: string) => `${card} fits both foundations: choose one.`,
    choosePlace: (card: string, places: number) => `${card} fits ${places} places: choose one.`,
    illegal: (reason: string) => `Not there: ${reason}.`,
    refused: (reason: string) => `${reason.charAt(0).toUpperCase()}${reason.slice(1)}.`,
    otherSuit: (card: string) => `${card} goes only on a foundation of its own suit`,
    autoplayed: (card: string) => `${card} went home by itself.`,
    emptyPile: 'This pile is empty.',
    notATarget: 'No card can be put there.',
  },

  result: {
    wonTitle: 'You won!',
    wonText: (moves: number, time: string) => `All cards are home in ${moves} moves and ${time}.`,
    lost: 'No legal move is left: this game is lost.',
    lostHelp: 'Undo a few moves, restart the deal or start a new game.',
  },

  hint: {
    thinking: 'Thinking…',
    suggest: (text: string) => `Try: ${text}`,
    turn: 'turn the stock',
    redeal: 'redeal the stock',
  },

  menu: {
    title: 'Menu',
    close: 'Close',
    games: 'Games',
    deal: 'Deal number',
    dealPlaceholder: 'e.g. 12345',
    badDeal: (reason: string) => `That is not a deal number: ${reason}.`,
    play: 'Play',
    random: 'Random deal',
    share: 'Share this deal',
    shareTitle: (game: string, deal: string) => `${game}, deal ${deal}`,
    copied: (url: string) => `Link copied: ${url}`,
    linkIs: (url: string) => `Link to this deal: ${url}`,
    rules: 'Rules',
    stats: 'Statistics',
    settings: 'Settings',
    files: 'Import / export',
    export: 'Export this game',
    import: 'Import a game file',
    exported: 'Game saved as a file.',
    imported: 'Game loaded from the file.',
    badFile: (reason: string) => `This file is not a game record: ${reason}.`,
    unreadable: 'The file could not be read.',
    putAside: 'Put aside',
    putAsideIntro:
      'What could not be read in full when the game started, kept exactly as it was stored: download it, or play a game from it again.',
    putAsideParts: { game: 'Saved games', stats: 'Statistics', settings: 'Settings' },
    putAsideWhen: (when: string) => `put aside ${when}`,
    putAsideEarlier: 'put aside by an earlier version',
    download: 'Download',
    playAgain: (title: string, deal: string | undefined, moves: number) =>
      `Play ${title}${deal === undefined ? '' : `, deal ${deal}`} (${moves === 1 ? '1 move' : `${moves} moves`})`,
    takenUp: 'Game taken up from what was put aside.',
  },

  confirm: {
    abandon: 'Start over? The game in progress counts as lost in the statistics.',
    yes: 'Yes',
    no: 'Cancel',
  },

  stats: {
    game: 'Game',
    played: 'Played',
    won: 'Won',
    rate: 'Win rate',
    streak: 'Streak',
    bestStreak: 'Best streak',
    bestTime: 'Best time',
    fewestMoves: 'Fewest moves',
    none: '–',
  },

  settings: {
    fourColour: 'Four-colour deck (♠ black, ♥ red, ♦ blue, ♣ green)',
    autoplay: 'Play safe cards to the foundations automatically',
    autoplayRule: {
      'king-albert':
        'Safe here means: an Ace or a 2, or a card whose lower neighbours of the other colour are all home already. Such a card can never be needed in the tableau.',
      alhambra:
        'Safe here means: the card fits only one foundation, its twin is already home, and no reserve card could ever be built on it. Only in Alhambra and Alhambra, any suit.',
    },
    theme: 'Theme',
    themeSystem: 'Follow the system',
    themeLight: 'Light',
    themeDark: 'Dark',
    language: 'Language',
    languageAuto: 'As the browser',
  },

  notices: {
    otherTab: 'This game went on in another tab: here it is as it stands there.',
    badGame: (text: string) => `There is no game called “${text}”. Here is King Albert instead.`,
    badVariant: (game: string, text: string) => `${game} has no variant called “${text}”. Here is the standard game.`,
    badDeal: (text: string, reason: string) => `“${text}” is not a deal number (${reason}). Here is a random deal.`,
    storage: {
      unreadable: {
        game: 'The saved game could not be read, so a new game was started.',
        stats: 'The saved statistics could not be read, so they start again from zero.',
        settings: 'The saved settings could not be read and were reset.',
      },
      partly: {
        game: 'Part of the saved game (the moves to redo, or the clock) could not be read and was reset.',
        stats: 'Some saved statistics could not be read; what could be read was kept.',
        settings: 'Some saved settings could not be read and were reset; the others were kept.',
      },
      old: {
        game: 'The saved game came from an older version and was updated.',
        stats: 'The saved statistics came from an older version and were updated.',
        settings: 'The saved settings came from an older version and were updated.',
      },
      newer: {
        game: 'The game in progress was saved by a newer version of Patience. This tab shows it if it can, but leaves it as it is and saves no moves: reload the page to get the newer version.',
        stats:
          'The statistics were saved by a newer version of Patience. This tab shows what it can read of them, but leaves them as they are, so games played here are not counted: reload the page to get the newer version.',
        settings:
          'The settings were saved by a newer version of Patience. This tab uses what it can read of them, but leaves them as they are, so changes made here are not kept: reload the page to get the newer version.',
      },
      kept: 'A copy of the original was put aside.',
      keptDroppingOldest: 'A copy of the original was put aside; to make room, the oldest copy kept was deleted.',
      notKept: {
        game: 'No copy of the original could be put aside (the browser’s storage is full or blocked), so it is left as it is and this tab does not save the game.',
        stats:
          'No copy of the original could be put aside (the browser’s storage is full or blocked), so it is left as it is and games played in this tab are not counted.',
        settings:
          'No copy of the original could be put aside (the browser’s storage is full or blocked), so it is left as it is and changes to the settings in this tab are not kept.',
      },
      newerNow:
        'A newer version of Patience, open in another tab, has saved since this tab started, so this tab leaves its data as it is from now on: reload the page to get the newer version.',
    },
    storageFull: 'The game could not be saved: the browser’s storage is full or blocked.',
    crashed: 'Something went wrong while setting up the table. Your statistics are safe.',
    startAfresh: 'Start a new game',
  },

  keys: {
    help: 'Keys: arrows or Tab move between piles, Enter picks up and drops, Escape puts back, Space turns the stock, Ctrl+Z undo, Ctrl+Y redo, N new game, H hint.',
  },

  rules: {
    'king-albert': [
      'Goal: move all 52 cards to four foundations, one per suit, each from Ace up to King.',
      'Layout: nine columns of open cards, one in the first up to nine in the last, and a reserve of seven cards below them. Every card is visible.',
      'You may move one card at a time: the last card of a column or any reserve card.',
      'A card goes onto the foundation of its suit when it is the next rank up (an Ace starts a foundation).',
      'A card goes onto the last card of a column that is one rank higher and of the other colour: a red 6 on a black 7.',
      'Any free card may go into an empty column. Nothing ever goes back into the reserve, and foundation cards stay home.',
      'Raglan: the Aces start on the foundations, the columns hold 1 to 7 cards (the last three hold seven) and the reserve six.',
      'You lose when no move is left.',
    ],
    alhambra: [
      'Goal: two decks, 104 cards. Eight foundations start with one Ace and one King of each suit. Build the Ace piles up to the King and the King piles down to the Ace, each in its suit.',
      'The reserve has eight piles of four open cards; only the top card of a pile can be played. The other 64 cards are the stock.',
      'Click the stock to turn its top card onto the waste. The top waste card may only go to a foundation.',
      'A reserve top card may go onto a foundation, or onto the waste if it has the same suit and is one rank higher or lower. Ace and King count as neighbours. An empty waste takes no reserve card.',
      'A card that fits both foundations of its suit is your choice.',
      'When the stock is empty, the waste becomes the stock again in the same order. You get three passes in all.',
      'Any suit: a reserve card may go on the waste whatever its suit. Granada: four waste piles, each turn deals one card to each, and the top waste cards may also build on each other. The Reinforcements: four reserve piles of twelve cards; an emptied reserve pile is refilled from the stock at once.',
      'You lose when the last pass is over and no move is left.',
    ],
  },

  /** The looks of the table: card backs, felts, Alhambra's reserve, the spoken status line, a new version. */
  looks: {
    heading: 'Looks',
    cardBack: 'Card back',
    backs: { lattice: 'Blue lattice', diamonds: 'Red diamonds', waves: 'Green waves' },
    felt: 'Table',
    felts: { green: 'Green felt', blue: 'Blue felt', red: 'Red felt', grey: 'Grey felt' },
    reserve: 'Alhambra reserve',
    reserveSquared: 'Squared (as the rules say)',
    reserveFanned: 'Fanned, every card in sight',
    below: (names: string) => `below: ${names}`,
    homeSpoken: (home: number, total: number) => `${home} of ${total} cards home`,
    passSpoken: (pass: number, passes: number) => `pass ${pass} of ${passes}`,
    updated: 'A new version of Patience is ready.',
    reload: 'Reload now',
  },

  /** The engine's errors (why a move is illegal, what is wrong with a record), by code. */
  errors: ENGLISH_ERRORS,
  /** An engine error in words (a text that is already words stays as it is). */
  engineText: engineTextFrom(ENGLISH_ERRORS),

  /** The table's solver (en-solver.ts). */
  solver: EN_SOLVER,

  newGameLabel: 'New game',
  formatTime: (ms: number): string => {
    const seconds = Math.floor(ms / 1000);
    const hours = Math.floor(seconds / 3600);
    const minutes = Math.floor((seconds % 3600) / 60);
    const rest = String(seconds % 60).padStart(2, '0');
    return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
  },
};

/** The shape every language file has. */
export type Messages = typeof en;
