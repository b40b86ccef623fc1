import type { EN_SOLVER } from './en-solver.js';

// Die Wörter des Lösers am Tisch: Hinweise, „Kann ich noch gewinnen?“, Zeig mir wie, nur gewinnbare Spiele, Gewinne mit Hilfe.

/** German words of the table's solver. */
export const DE_SOLVER: typeof EN_SOLVER = {
  outlookLabel: 'Kann ich noch gewinnen?',
  winnable: 'Gewinnbar',
  lostSince: (move: number) => (move === 0 ? 'Verloren von Anfang an' : `Verloren seit Zug ${move}`),
  thinking: 'Denke nach…',
  unknown: 'Nicht bekannt',
  knowsDeck:
    'Der Löser sieht den verdeckten Talon: seine Hilfe kommt von jemandem, der alle Karten kennt, anders als Sie.',
  knowsDeckShort: '(der Löser kennt den verdeckten Talon)',
  lost: (move: number) =>
    move === 0
      ? 'Dieses Spiel ist nicht zu gewinnen, was Sie auch spielen.'
      : `Dieses Spiel ist nicht mehr zu gewinnen: verloren seit Zug ${move}.`,
  undecided: 'Der Löser weiß nicht, ob diese Stellung noch zu gewinnen ist.',
  bestTry: (text: string) => `Bester Versuch, kein sicherer Gewinn: ${text}`,
  furthest: (text: string) => `Der Weg, der am weitesten kommt: ${text}`,
  undoToWinnable: 'Zurück zur letzten gewinnbaren Stellung',
  undoneToWinnable: (moves: number) =>
    `Zurück bei Zug ${moves}: der Löser hat bewiesen, dass diese Stellung gewinnbar ist.`,
  showHow: 'Zeig mir wie',
  noLine: 'Von hier ist noch kein Gewinnweg bekannt.',
  pause: 'Anhalten',
  resume: 'Weiter',
  step: 'Schritt',
  stop: 'Stopp',
  playing: 'Der Gewinnweg wird gezeigt. Jeder eigene Zug gibt Ihnen das Spiel zurück.',
  takenOver: 'Sie haben das Spiel wieder.',
  outlookSetting: 'Anzeigen, ob das Spiel noch zu gewinnen ist',
  winnableOnlySetting: 'Neues Spiel: nur gewinnbare Spiele',
  looking: 'Suche ein gewinnbares Spiel…',
  found: (deal: string) => `Spiel ${deal}: der Löser hat einen Gewinnweg gefunden.`,
  gaveUp: (tried: number) =>
    `Kein Spiel rechtzeitig als gewinnbar bewiesen (${tried} versucht): dieses ist nicht als gewinnbar bekannt.`,
  assistedWins: 'Gewinne mit Hilfe',
  wonAssisted: 'Mit Hilfe des Lösers gewonnen: zählt als Gewinn mit Hilfe, nicht für Serien und Bestzeiten.',
};
