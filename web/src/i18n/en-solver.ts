// The words of the table's solver: hints, "can I still win?", show me how, winnable deals only, assisted wins.

/** English words of the table's solver. */
export const EN_SOLVER = {
  outlookLabel: 'Can I still win?',
  winnable: 'Winnable',
  lostSince: (move: number) => (move === 0 ? 'Lost from the deal' : `Lost since move ${move}`),
  thinking: 'Thinking…',
  unknown: 'Not known',
  knowsDeck:
    'The solver sees the face-down stock: its help comes from a player who knows the whole deck, which you do not.',
  knowsDeckShort: '(the solver knows the face-down stock)',
  lost: (move: number) =>
    move === 0
      ? 'This deal cannot be won, whatever you play.'
      : `This game can no longer be won: lost since move ${move}.`,
  undecided: 'The solver does not know whether this position can still be won.',
  bestTry: (text: string) => `Best try, no sure win: ${text}`,
  furthest: (text: string) => `The line that gets furthest: ${text}`,
  undoToWinnable: 'Undo to the last winnable position',
  undoneToWinnable: (moves: number) => `Back at move ${moves}: the solver proved this position winnable.`,
  showHow: 'Show me how',
  noLine: 'No winning line is known from here yet.',
  pause: 'Pause',
  resume: 'Play on',
  step: 'Step',
  stop: 'Stop',
  playing: 'Showing the winning line. Any move of yours takes the game back.',
  takenOver: 'You have the game back.',
  outlookSetting: 'Show whether the game can still be won',
  winnableOnlySetting: 'New game: winnable deals only',
  looking: 'Looking for a winnable deal…',
  found: (deal: string) => `Deal ${deal}: the solver found a win.`,
  gaveUp: (tried: number) =>
    `No deal was proven winnable in time (${tried} tried): this one is not known to be winnable.`,
  assistedWins: 'Assisted wins',
  wonAssisted: 'Won with the solver’s help: this counts as an assisted win, apart from streaks and best times.',
};
