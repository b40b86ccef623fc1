import type { GameVariant } from '../../../src/games/ids.js';
import { variantKey } from '../../../src/games/registry.js';
import type { Messages } from '../i18n/en.js';
import { type AllStats, emptyStats, type GameStats, winRate } from '../model/stats.js';
import { el } from '../view/dom.js';

const cells = (messages: Messages, stats: GameStats): string[] => {
  const { stats: words } = messages;
  const rate = winRate(stats);
  return [
    String(stats.played),
    String(stats.won),
    rate === null ? words.none : `${rate}%`,
    String(stats.currentStreak),
    String(stats.bestStreak),
    stats.bestTimeMs === null ? words.none : messages.formatTime(stats.bestTimeMs),
    stats.fewestMoves === null ? words.none : String(stats.fewestMoves),
    // Assisted wins last, apart from the clean figures.
    String(stats.assisted),
  ];
};

/** The statistics of some games as a table: a row per game, a column per figure. */
export const statsTable = (messages: Messages, all: AllStats, kinds: readonly GameVariant[]): HTMLTableElement => {
  const { stats: words } = messages;
  const table = el('table', { class: 'stats' });
  const head = el('tr', { class: 'stats-head' });
  const titles = [
    words.game,
    words.played,
    words.won,
    words.rate,
    words.streak,
    words.bestStreak,
    words.bestTime,
    words.fewestMoves,
    messages.solver.assistedWins,
  ];
  for (const text of titles) head.append(el('th', { scope: 'col' }, text));
  table.append(head);
  for (const kind of kinds) {
    const key = variantKey(kind);
    const row = el('tr', { 'data-kind': key });
    row.append(el('th', { scope: 'row' }, messages.games[key].title));
    // Each figure carries its column's title, which a phone shows beside it (the columns wrap instead of scrolling).
    cells(messages, all[key] ?? emptyStats()).forEach((value, index) => {
      row.append(el('td', { 'data-label': titles[index + 1] ?? '' }, value));
    });
    table.append(row);
  }
  return table;
};
