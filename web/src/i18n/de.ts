import { GERMAN_ERRORS } from './de-errors.js';
import { DE_SOLVER } from './de-solver.js';
import type { Messages } from './en.js';
import { engineTextFrom } from './engine-text.js';

/** German: every word the player sees. */
export const de: Messages = {
  lang: 'de',
  appName: 'Patience',
  appDescription:
    'König Albert, Raglan, Alhambra (auch mit jeder Farbe auf dem Ablagestapel), Granada und Die Verstärkung: Patiencen zum Spielen im Browser.',
  suitNames: ['Kreuz', 'Karo', 'Herz', 'Pik'],
  rankNames: [
    'Ass',
    'Zwei',
    'Drei',
    'Vier',
    'Fünf',
    'Sechs',
    'Sieben',
    'Acht',
    'Neun',
    'Zehn',
    'Bube',
    'Dame',
    'König',
  ],
  rankIndex: ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'B', 'D', 'K'],
  cardName: (rank: string, suit: string): string => `${suit}-${rank}`,

  games: {
    'king-albert/standard': {
      title: 'König Albert',
      short:
        'Neun offene Spalten und eine Reserve von sieben Karten. Immer eine Karte auf einmal, abwärts in wechselnden Farben.',
    },
    'king-albert/raglan': {
      title: 'Raglan',
      short:
        'König Albert, bei dem die Asse schon auf den Grundstapeln liegen, mit sechs Reservekarten und kürzeren Spalten.',
    },
    'alhambra/standard': {
      title: 'Alhambra',
      short:
        'Zwei Kartenspiele. Vier Stapel aufwärts ab Ass, vier abwärts ab König, der Ablagestapel hilft dabei. Drei Durchgänge.',
    },
    'alhambra/any-suit': {
      title: 'Alhambra, jede Farbe',
      short: 'Alhambra, bei dem eine Reservekarte in jeder Farbe auf den Ablagestapel darf.',
    },
    'alhambra/granada': {
      title: 'Granada',
      short: 'Alhambra mit vier Ablagestapeln: Jedes Aufdecken legt auf jeden von ihnen eine Karte.',
    },
    'alhambra/reinforcement': {
      title: 'Die Verstärkung',
      short: 'Alhambra mit vier hohen Reservestapeln, die der Talon auffüllt, sobald einer leer wird.',
    },
  },

  toolbar: {
    new: 'Neu',
    restart: 'Von vorn',
    undo: 'Rückgängig',
    redo: 'Wiederholen',
    hint: 'Hinweis',
    menu: 'Menü',
    newTitle: 'Neues Spiel (N)',
    restartTitle: 'Dieses Spiel von vorn beginnen',
    undoTitle: 'Rückgängig (Strg+Z)',
    redoTitle: 'Wiederholen (Strg+Y)',
    hintTitle: 'Hinweis (H)',
    menuTitle: 'Spiele, Regeln, Statistik und Einstellungen',
  },

  piles: {
    column: (n: number) => `Spalte ${n}`,
    reserve: (n: number) => `Reserve ${n}`,
    waste: 'Ablagestapel',
    wasteN: (n: number) => `Ablagestapel ${n}`,
    stock: 'Talon',
    foundation: (suit: string) => `${suit}-Grundstapel`,
    acePile: (suit: string) => `${suit}-Grundstapel ab Ass, aufwärts`,
    kingPile: (suit: string) => `${suit}-Grundstapel ab König, abwärts`,
    empty: 'leer',
    cards: (n: number) => (n === 1 ? '1 Karte' : `${n} Karten`),
    under: (n: number) => `${n} darunter`,
    top: (name: string) => `oben: ${name}`,
    stockLeft: (n: number) => (n === 1 ? 'noch 1 Karte' : `noch ${n} Karten`),
    pass: (pass: number, passes: number) => `Durchgang ${pass}/${passes}`,
    redealHint: 'klicken, um neu auszuteilen',
    noRedeal: 'kein Durchgang mehr',
    boardLabel: 'Spieltisch',
    upMark: 'auf',
    downMark: 'ab',
  },

  status: {
    deal: (deal: string) => `Spiel Nr. ${deal}`,
    customDeal: 'eigenes Spiel',
    home: (home: number, total: number) => `${home}/${total}`,
    homeLabel: 'Karten abgelegt',
    moves: (n: number) => (n === 1 ? '1 Zug' : `${n} Züge`),
    time: 'Zeit',
    pass: (pass: number, passes: number) => `Durchgang ${pass}/${passes}`,
  },

  moves: {
    moved: (card: string, target: string) => `${card} auf ${target}.`,
    turned: (card: string) => `${card} aufgedeckt.`,
    turnedMany: (cards: string) => `${cards} aufgedeckt.`,
    redealt: (pass: number) => `Neu ausgeteilt. Durchgang ${pass} von 3.`,
    undone: 'Zug rückgängig gemacht.',
    redone: 'Zug wiederholt.',
    nothingToUndo: 'Nichts rückgängig zu machen.',
    nothingToRedo: 'Nichts zu wiederholen.',
    picked: (card: string) => `${card} aufgenommen. Ziel wählen und Enter drücken, oder Escape, um sie zurückzulegen.`,
    putBack: 'Zurückgelegt.',
    noMove: (card: string) => `Für ${card} gibt es gerade keinen Zug.`,
    cannotMove: 'Nur die freie Karte eines Stapels kann ziehen.',
    choose: (card: string) => `${card} passt auf beide Grundstapel: bitte einen wählen.`,
    choosePlace: (card: string, places: number) => `${card} passt an ${places} Stellen: bitte eine wählen.`,
    illegal: (reason: string) => `Nicht dorthin: ${reason}.`,
    refused: (reason: string) => `${reason.charAt(0).toUpperCase()}${reason.slice(1)}.`,
    otherSuit: (card: string) => `${card} darf nur auf einen Grundstapel der eigenen Farbe`,
    autoplayed: (card: string) => `${card} wurde von selbst abgelegt.`,
    emptyPile: 'Dieser Stapel ist leer.',
    notATarget: 'Hierhin kann keine Karte gelegt werden.',
  },

  result: {
    wonTitle: 'Gewonnen!',
    wonText: (moves: number, time: string) => `Alle Karten liegen auf den Grundstapeln, in ${moves} Zügen und ${time}.`,
    lost: 'Kein Zug ist mehr möglich: Diese Patience ist nicht aufgegangen.',
    lostHelp: 'Ein paar Züge zurücknehmen, dieses Spiel von vorn beginnen oder ein neues Spiel starten.',
  },

  hint: {
    thinking: 'Denke nach…',
    suggest: (text: string) => `Versuch: ${text}`,
    turn: 'eine Karte vom Talon aufdecken',
    redeal: 'den Talon neu austeilen',
  },

  menu: {
    title: 'Menü',
    close: 'Schließen',
    games: 'Spiele',
    deal: 'Spielnummer',
    dealPlaceholder: 'z. B. 12345',
    badDeal: (reason: string) => `Das ist keine Spielnummer: ${reason}.`,
    play: 'Spielen',
    random: 'Zufälliges Spiel',
    share: 'Dieses Spiel teilen',
    shareTitle: (game: string, deal: string) => `${game}, Spiel ${deal}`,
    copied: (url: string) => `Link kopiert: ${url}`,
    linkIs: (url: string) => `Link zu diesem Spiel: ${url}`,
    rules: 'Regeln',
    stats: 'Statistik',
    settings: 'Einstellungen',
    files: 'Import / Export',
    export: 'Dieses Spiel exportieren',
    import: 'Spieldatei importieren',
    exported: 'Spiel als Datei gespeichert.',
    imported: 'Spiel aus der Datei geladen.',
    badFile: (reason: string) => `Diese Datei ist kein Spielprotokoll: ${reason}.`,
    unreadable: 'Die Datei konnte nicht gelesen werden.',
    putAside: 'Beiseitegelegt',
    putAsideIntro:
      'Was beim Start nicht vollständig gelesen werden konnte, genau so aufbewahrt, wie es gespeichert war: herunterladen oder ein Spiel daraus weiterspielen.',
    putAsideParts: { game: 'Gespeicherte Spiele', stats: 'Statistik', settings: 'Einstellungen' },
    putAsideWhen: (when: string) => `beiseitegelegt am ${when}`,
    putAsideEarlier: 'von einer früheren Version beiseitegelegt',
    download: 'Herunterladen',
    playAgain: (title: string, deal: string | undefined, moves: number) =>
      `${title}${deal === undefined ? '' : `, Spiel ${deal}`} spielen (${moves === 1 ? '1 Zug' : `${moves} Züge`})`,
    takenUp: 'Spiel aus dem Beiseitegelegten übernommen.',
  },

  confirm: {
    abandon: 'Neu beginnen? Das laufende Spiel zählt in der Statistik als verloren.',
    yes: 'Ja',
    no: 'Abbrechen',
  },

  stats: {
    game: 'Spiel',
    played: 'Gespielt',
    won: 'Gewonnen',
    rate: 'Gewinnquote',
    streak: 'Serie',
    bestStreak: 'Beste Serie',
    bestTime: 'Bestzeit',
    fewestMoves: 'Wenigste Züge',
    none: '–',
  },

  settings: {
    fourColour: 'Vierfarbiges Blatt (♠ schwarz, ♥ rot, ♦ blau, ♣ grün)',
    autoplay: 'Sichere Karten automatisch auf die Grundstapel legen',
    autoplayRule: {
      'king-albert':
        'Sicher heißt hier: ein Ass oder eine 2, oder eine Karte, deren niedrigere Nachbarn der anderen Farbe schon alle abgelegt sind. Eine solche Karte wird in den Spalten nie mehr gebraucht.',
      alhambra:
        'Sicher heißt hier: Die Karte passt nur auf einen Grundstapel, ihr Zwilling ist schon abgelegt, und keine Reservekarte könnte je auf ihr angelegt werden. Nur bei Alhambra und Alhambra, jede Farbe.',
    },
    theme: 'Design',
    themeSystem: 'Wie das System',
    themeLight: 'Hell',
    themeDark: 'Dunkel',
    language: 'Sprache',
    languageAuto: 'Wie der Browser',
  },

  notices: {
    otherTab: 'Dieses Spiel ging in einem anderen Tab weiter: Hier steht es so wie dort.',
    badGame: (text: string) => `Ein Spiel namens „${text}“ gibt es nicht. Hier ist stattdessen König Albert.`,
    badVariant: (game: string, text: string) => `${game} hat keine Variante namens „${text}“. Hier ist das Grundspiel.`,
    badDeal: (text: string, reason: string) =>
      `„${text}“ ist keine Spielnummer (${reason}). Hier ist ein zufälliges Spiel.`,
    storage: {
      unreadable: {
        game: 'Das gespeicherte Spiel war nicht lesbar, daher wurde ein neues Spiel begonnen.',
        stats: 'Die gespeicherte Statistik war nicht lesbar und beginnt daher wieder bei null.',
        settings: 'Die gespeicherten Einstellungen waren nicht lesbar und wurden zurückgesetzt.',
      },
      partly: {
        game: 'Ein Teil des gespeicherten Spiels (die Züge zum Wiederholen oder die Uhr) war nicht lesbar und wurde zurückgesetzt.',
        stats: 'Ein Teil der gespeicherten Statistik war nicht lesbar; der lesbare Teil bleibt erhalten.',
        settings:
          'Einige gespeicherte Einstellungen waren nicht lesbar und wurden zurückgesetzt; die anderen bleiben erhalten.',
      },
      old: {
        game: 'Das gespeicherte Spiel stammt aus einer älteren Version und wurde aktualisiert.',
        stats: 'Die gespeicherte Statistik stammt aus einer älteren Version und wurde aktualisiert.',
        settings: 'Die gespeicherten Einstellungen stammen aus einer älteren Version und wurden aktualisiert.',
      },
      newer: {
        game: 'Das laufende Spiel wurde von einer neueren Version von Patience gespeichert. Dieser Tab zeigt es, wenn er kann, lässt es aber unverändert und speichert keine Züge: Lade die Seite neu, um die neuere Version zu bekommen.',
        stats:
          'Die Statistik wurde von einer neueren Version von Patience gespeichert. Dieser Tab zeigt, was er davon lesen kann, lässt sie aber unverändert, daher werden hier gespielte Spiele nicht gezählt: Lade die Seite neu, um die neuere Version zu bekommen.',
        settings:
          'Die Einstellungen wurden von einer neueren Version von Patience gespeichert. Dieser Tab nutzt, was er davon lesen kann, lässt sie aber unverändert, daher bleiben Änderungen hier nicht erhalten: Lade die Seite neu, um die neuere Version zu bekommen.',
      },
      kept: 'Eine Kopie des Originals wurde beiseitegelegt.',
      keptDroppingOldest:
        'Eine Kopie des Originals wurde beiseitegelegt; um Platz zu schaffen, wurde die älteste aufbewahrte Kopie gelöscht.',
      notKept: {
        game: 'Vom Original konnte keine Kopie beiseitegelegt werden (der Speicher des Browsers ist voll oder gesperrt), daher bleibt es unverändert und dieser Tab speichert das Spiel nicht.',
        stats:
          'Vom Original konnte keine Kopie beiseitegelegt werden (der Speicher des Browsers ist voll oder gesperrt), daher bleibt es unverändert und in diesem Tab gespielte Spiele werden nicht gezählt.',
        settings:
          'Vom Original konnte keine Kopie beiseitegelegt werden (der Speicher des Browsers ist voll oder gesperrt), daher bleibt es unverändert und Änderungen der Einstellungen in diesem Tab bleiben nicht erhalten.',
      },
      newerNow:
        'Eine neuere Version von Patience hat in einem anderen Tab gespeichert, seit dieser Tab gestartet wurde; dieser Tab lässt ihre Daten daher von jetzt an unverändert: Lade die Seite neu, um die neuere Version zu bekommen.',
    },
    storageFull: 'Das Spiel konnte nicht gespeichert werden: Der Speicher des Browsers ist voll oder gesperrt.',
    crashed: 'Beim Aufbau des Spieltischs ist etwas schiefgegangen. Deine Statistik ist sicher.',
    startAfresh: 'Neues Spiel beginnen',
  },

  keys: {
    help: 'Tasten: Pfeile oder Tab wechseln zwischen den Stapeln, Enter nimmt auf und legt ab, Escape legt zurück, Leertaste deckt vom Talon auf, Strg+Z macht rückgängig, Strg+Y wiederholt, N neues Spiel, H Hinweis.',
  },

  rules: {
    'king-albert': [
      'Ziel: Alle 52 Karten kommen auf vier Grundstapel, einen je Farbe, jeweils vom Ass aufwärts bis zum König.',
      'Auslage: neun Spalten offener Karten, links eine, nach rechts je eine mehr bis neun, darunter eine Reserve aus sieben Karten. Alle Karten sind sichtbar.',
      'Gezogen wird immer nur eine Karte: die unterste Karte einer Spalte oder eine beliebige Reservekarte.',
      'Auf den Grundstapel ihrer Farbe kommt eine Karte, wenn sie dort den nächsthöheren Rang hat; ein Ass eröffnet den Stapel.',
      'An eine Spalte wird abwärts in wechselnden Farben angelegt: auf eine schwarze 7 etwa eine rote 6.',
      'In eine leere Spalte darf jede freie Karte. In die Reserve kommt nie wieder eine Karte, und was auf einem Grundstapel liegt, bleibt dort.',
      'Raglan: Die Asse liegen von Anfang an auf den Grundstapeln, die Spalten haben 1 bis 7 Karten (die drei rechten je sieben), die Reserve sechs.',
      'Verloren ist das Spiel, wenn kein Zug mehr möglich ist.',
    ],
    alhambra: [
      'Ziel: Gespielt wird mit zwei Kartenspielen, 104 Karten. Die acht Grundstapel beginnen mit je einem Ass und einem König jeder Farbe. Auf die Asse wird in der Farbe aufwärts bis zum König gelegt, auf die Könige abwärts bis zum Ass.',
      'Die Reserve besteht aus acht Stapeln mit je vier offenen Karten; spielbar ist nur die oberste Karte eines Stapels. Die übrigen 64 Karten bilden den Talon.',
      'Ein Klick auf den Talon deckt seine oberste Karte auf den Ablagestapel auf. Die oberste Karte des Ablagestapels darf nur auf einen Grundstapel.',
      'Die oberste Karte eines Reservestapels darf auf einen Grundstapel oder auf den Ablagestapel, wenn sie dort dieselbe Farbe hat und einen Rang höher oder tiefer ist. Ass und König gelten dabei als Nachbarn. Auf einen leeren Ablagestapel darf keine Reservekarte.',
      'Passt eine Karte auf beide Grundstapel ihrer Farbe, entscheidest du.',
      'Ist der Talon leer, wird der Ablagestapel ungemischt wieder zum Talon. Insgesamt gibt es drei Durchgänge.',
      'Jede Farbe: Eine Reservekarte darf ohne Rücksicht auf die Farbe auf den Ablagestapel. Granada: vier Ablagestapel, jedes Aufdecken legt auf jeden eine Karte, und ihre obersten Karten dürfen auch aufeinander angelegt werden. Die Verstärkung: vier Reservestapel mit je zwölf Karten; ein geleerter Reservestapel wird sofort aus dem Talon nachgefüllt.',
      'Verloren ist das Spiel, wenn der letzte Durchgang vorbei und kein Zug mehr möglich ist.',
    ],
  },

  /** Das Aussehen des Tischs: Kartenrücken, Tischfarbe, Alhambras Reserve, die gesprochene Statuszeile, eine neue Version. */
  looks: {
    heading: 'Aussehen',
    cardBack: 'Kartenrücken',
    backs: { lattice: 'Blaues Gitter', diamonds: 'Rote Rauten', waves: 'Grüne Wellen' },
    felt: 'Tisch',
    felts: { green: 'Grüner Filz', blue: 'Blauer Filz', red: 'Roter Filz', grey: 'Grauer Filz' },
    reserve: 'Alhambra-Reserve',
    reserveSquared: 'Gestapelt (wie die Regeln sagen)',
    reserveFanned: 'Aufgefächert, jede Karte sichtbar',
    below: (names: string) => `darunter: ${names}`,
    homeSpoken: (home: number, total: number) => `${home} von ${total} Karten abgelegt`,
    passSpoken: (pass: number, passes: number) => `Durchgang ${pass} von ${passes}`,
    updated: 'Eine neue Version von Patience ist bereit.',
    reload: 'Jetzt neu laden',
  },

  errors: GERMAN_ERRORS,
  engineText: engineTextFrom(GERMAN_ERRORS),

  solver: DE_SOLVER,

  newGameLabel: 'Neues Spiel',
  formatTime: (ms: number): string => {
    const seconds = Math.floor(ms / 1000);
    const hours = Math.floor(seconds / 3600);
    const minutes = Math.floor((seconds % 3600) / 60);
    const rest = String(seconds % 60).padStart(2, '0');
    return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
  },
};
