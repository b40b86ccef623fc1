import { dealLayout, randomDealNumber } from '../../src/deals/pysolfc.js';
import { makeMove } from '../../src/formats/notation.js';
import { ALHAMBRA_PASSES, AlhambraGame } from '../../src/games/alhambra/game.js';
import { GAME_VARIANTS, type GameVariant } from '../../src/games/ids.js';
import type { Move, Source } from '../../src/games/types.js';
import type { Messages } from './i18n/en.js';
import { LANGUAGE_NAMES } from './i18n/index.js';
import { safeAutoMove } from './model/autoplay.js';
import { type BoardGeometry, cardPlace, layoutBoard, type Point, type Rect } from './model/geometry.js';
import { bestMoves, destinationRank, moveForDrop, movesFrom, stockMove } from './model/moves.js';
import {
  cardAtSource,
  cardOfMove,
  type PileId,
  type PileView,
  pileViews,
  sourceOfPile,
  sourcePileId,
  targetPileId,
} from './model/piles.js';
import { makeRoute, parseRoute, type Route } from './model/route.js';
import {
  kindKey,
  newSession,
  playMove,
  redoMove,
  restartSession,
  type Session,
  sessionFromRecord,
  sessionRecord,
  undoMove,
  wouldLoseProgress,
} from './model/session.js';
import type { Settings } from './model/settings.js';
import { type AllStats, emptyStats, settleSession, winRate } from './model/stats.js';
import {
  forgetSession,
  gamesInBackup,
  loadStorage,
  noticeText,
  readBackups,
  type SaveOutcome,
  STORAGE_KEYS,
  STORAGE_PARTS,
  type StorageLike,
  type StoragePart,
  savedElsewhere,
  saveSession,
  saveSettings,
  saveStats,
  storedSessions,
  storedStats,
} from './persist/storage.js';
import { makeCardElement, shortCard, spokenCard, suitSymbols } from './view/cards.js';

/** Timings the benchmark reads: the input event's time and how long drawing the move took, in milliseconds. */
export interface MoveTiming {
  readonly input: number;
  readonly renderMs: number;
}

declare global {
  interface Window {
    /** Move timings for `npm run bench:web`. */
    patienceTimings?: MoveTiming[];
  }
}

const DRAG_THRESHOLD = 4;
const TOAST_MS = 2600;
const AUTOPLAY_DELAY_MS = 140;
// How long the work queued after a frame waits at most, when no frame comes (a hidden page gets none).
const AFTER_FRAME_FALLBACK_MS = 100;

interface DragState {
  readonly pointerId: number;
  readonly pileId: PileId;
  readonly startX: number;
  readonly startY: number;
  readonly cardElement: HTMLElement | undefined;
  readonly source: Source | undefined;
  active: boolean;
  targets: Set<PileId>;
}

const el = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  text?: string,
): HTMLElementTagNameMap[K] => {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  if (text !== undefined) element.textContent = text;
  return element;
};

const reducedMotion = (): boolean => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Sets an inline style property only when it changes: an unchanged pile needs no style recalculation. */
const setStyle = (element: HTMLElement, property: 'left' | 'top' | 'width' | 'height', value: string): void => {
  if (element.style[property] !== value) element.style[property] = value;
};

/** A card element left as it was drawn: not being dragged or sliding back. */
const reusable = (card: HTMLElement): boolean =>
  !card.classList.contains('dragging') && !card.classList.contains('returning') && card.style.transform === '';

/** Makes `parent`'s children `wanted`, in order, without detaching the ones it keeps; an equal node is kept as it is. */
const reconcile = (parent: HTMLElement, wanted: Node[]): void => {
  const spare = [...parent.childNodes].filter((old) => !wanted.includes(old));
  const nodes = wanted.map((node) => {
    if (node.parentNode === parent) return node;
    const equal = spare.findIndex((old) => old.isEqualNode(node));
    return equal < 0 ? node : spare.splice(equal, 1)[0]!;
  });
  for (const old of spare) old.remove();
  let cursor = parent.firstChild;
  for (const node of nodes) {
    if (node === cursor) cursor = cursor.nextSibling;
    else parent.insertBefore(node, cursor);
  }
};

/** The web game: draws the table, turns input into engine moves, and keeps the game, statistics and settings. */
export class App {
  private session!: Session;
  private stats: AllStats = {};
  private settings!: Settings;
  private geometry: BoardGeometry | undefined;
  private readonly pileElements = new Map<PileId, HTMLElement>();
  private readonly pileSignatures = new Map<PileId, string>();
  private views: PileView[] = [];
  private layoutKey = '';
  private renderQueued = false;
  private held: Source | undefined;
  private choice: Move[] | undefined;
  private drag: DragState | undefined;
  private hintPiles: PileId[] = [];
  private lastTap: { pileId: PileId; moved: boolean; time: number } | undefined;
  private tapPending: { pileId: PileId; mouse: boolean } | undefined;
  /** Cards to fly after the next redraw: to the top of a pile, from a place in board pixels. */
  private flip: { pileId: PileId; from: Point; delay?: number }[] = [];
  private readonly flights = new Map<HTMLElement, Animation>();
  private statusParts: string[] = [];
  private pendingTiming: number | undefined;
  private afterFrameQueued = false;
  private statusDue = false;
  private saveDue = false;
  private announcement: string | undefined;
  private clockStarted = performance.now();
  /** True when this tab took up another tab's moves while hidden, to be told when it is seen again. */
  private followedHidden = false;
  private autoplayTimer: number | undefined;
  private toastTimer: number | undefined;
  private hintWorker: Worker | undefined;
  private celebrated = false;
  private lostDismissed = false;
  /** Parts this tab leaves alone: their stored data is newer, or could not be put aside before recovery. */
  private heldParts = new Set<StoragePart>();

  private readonly board: HTMLElement;
  private readonly statusLine: HTMLElement;
  private readonly toast: HTMLElement;
  private readonly announcer: HTMLElement;
  private readonly notices: HTMLElement;
  private readonly lostBanner: HTMLElement;
  private readonly buttons: Record<'new' | 'restart' | 'undo' | 'redo' | 'hint' | 'menu', HTMLButtonElement>;
  private readonly menu: HTMLDialogElement;
  private readonly wonDialog: HTMLDialogElement;
  private readonly confirmDialog: HTMLDialogElement;

  constructor(
    root: HTMLElement,
    private readonly messages: Messages,
    private readonly storage: StorageLike,
  ) {
    document.documentElement.lang = messages.lang;
    document.title = messages.appName;
    document.querySelector('meta[name="description"]')?.setAttribute('content', messages.appDescription);
    root.append(suitSymbols());
    const header = el('header', { class: 'bar' });
    const title = el('h1', { class: 'app-title' }, messages.appName);
    const toolbar = el('nav', { class: 'toolbar', 'aria-label': messages.menu.title });
    const button = (name: keyof App['buttons'], icon: string): HTMLButtonElement => {
      const label = messages.toolbar[name];
      const titleText = messages.toolbar[`${name}Title`];
      const element = el('button', {
        type: 'button',
        class: `tool tool-${name}`,
        title: titleText,
        'aria-label': titleText,
      });
      element.innerHTML = `<span class="tool-icon" aria-hidden="true">${icon}</span><span class="tool-label"></span>`;
      element.querySelector('.tool-label')!.textContent = label;
      toolbar.append(element);
      return element;
    };
    this.buttons = {
      new: button('new', '✚'),
      restart: button('restart', '⟲'),
      undo: button('undo', '↶'),
      redo: button('redo', '↷'),
      hint: button('hint', '?'),
      menu: button('menu', '☰'),
    };
    header.append(title, toolbar);
    this.statusLine = el('p', { class: 'status', 'aria-live': 'off' });
    this.notices = el('div', { class: 'notices', role: 'alert' });
    this.board = el('main', { class: 'board', 'aria-label': messages.piles.boardLabel });
    this.lostBanner = el('div', { class: 'lost', hidden: '' });
    this.toast = el('div', { class: 'toast', role: 'status', 'aria-live': 'polite' });
    this.announcer = el('div', { class: 'sr-only', 'aria-live': 'polite' });
    this.menu = el('dialog', { class: 'menu', 'aria-label': messages.menu.title });
    this.wonDialog = el('dialog', { class: 'won', 'aria-labelledby': 'won-title' });
    this.confirmDialog = el('dialog', { class: 'confirm' });
    root.append(
      header,
      this.statusLine,
      this.notices,
      this.board,
      this.lostBanner,
      this.toast,
      this.announcer,
      this.menu,
      this.wonDialog,
      this.confirmDialog,
    );
    this.bindEvents();
  }

  /** Loads saved data, follows the address and shows the game. */
  start(): void {
    const loaded = loadStorage(this.storage);
    this.stats = loaded.stats;
    this.settings = loaded.settings;
    this.heldParts = new Set(loaded.held);
    this.applySettings();
    for (const notice of loaded.notices) this.notice(noticeText(this.messages, notice));
    const route = parseRoute(location.hash);
    const saved = loaded.sessions;
    if (route === undefined) {
      if (saved[0]) this.useSession(saved[0]);
      else this.useSession(newSession(dealLayout(GAME_VARIANTS[0]!, randomDealNumber())));
    } else this.followRoute(route, saved);
    this.persistStats();
    this.clockStarted = performance.now();
    window.setInterval(() => this.tick(), 1000);
    this.scheduleRender();
  }

  /** Shows the game the address names: the one kept for its deal (or the last of its game), else a fresh deal. */
  private followRoute(route: Route, saved: readonly Session[]): void {
    if (route.problem) {
      const problem = route.problem;
      const gameTitle = this.messages.games[kindKey(route.kind) as keyof Messages['games']].title;
      this.notice(
        problem.type === 'game'
          ? this.messages.notices.badGame(problem.text)
          : problem.type === 'variant'
            ? this.messages.notices.badVariant(gameTitle, problem.text)
            : this.messages.notices.badDeal(problem.text, this.messages.engineText(problem.reason)),
      );
    }
    // The other games kept stay as they are, to be taken up again by their addresses.
    const kept = route.problem
      ? undefined
      : saved.find(
          (session) =>
            kindKey(session.game.kind) === kindKey(route.kind) &&
            (route.deal === undefined || session.game.layout.deal === route.deal.toString()),
        );
    this.useSession(kept ?? newSession(dealLayout(route.kind, route.deal ?? randomDealNumber())));
  }

  private useSession(session: Session): void {
    this.takeUp(session);
    this.celebrated = session.game.status() === 'won';
    this.lostDismissed = false;
    this.wonDialog.close();
    const route = makeRoute(session.game.kind, session.game.layout.deal);
    if (location.hash !== route) history.replaceState(null, '', route);
    this.persistSession();
    this.scheduleRender();
  }

  /** Puts `session` on the board, dropping what the player had picked up, the choice shown, hints and auto-play. */
  private takeUp(session: Session): void {
    this.session = session;
    this.held = undefined;
    this.choice = undefined;
    this.hintPiles = [];
    this.cancelAutoplay();
  }

  /**
   * Another tab saved a move on this tab's deal: this tab takes up that game, so the two never write over each other's
   * moves (a tab's own move not yet saved wins, and its save comes next).
   */
  private followOtherTab(): void {
    if (this.heldParts.has('game') || this.saveDue || this.drag?.active) return;
    const newer = savedElsewhere(this.storage, this.session);
    if (newer === undefined) return;
    this.tick();
    this.takeUp(newer);
    this.celebrated ||= newer.game.status() === 'won';
    this.scheduleRender();
    if (document.hidden) this.followedHidden = true;
    else this.say(this.messages.notices.otherTab);
  }

  private get kindTitle(): string {
    return this.messages.games[kindKey(this.session.game.kind) as keyof Messages['games']].title;
  }

  // ——— Game control ———

  /** Starts another deal (random unless a number is given), asking first if a game in progress would be lost. */
  async newDeal(kind: GameVariant = this.session.game.kind, deal?: bigint): Promise<void> {
    if (wouldLoseProgress(this.session) && !(await this.confirmAbandon())) return;
    this.settle(this.session, true);
    this.forgetSaved(this.session);
    this.useSession(newSession(dealLayout(kind, deal ?? randomDealNumber())));
    this.announce(`${this.kindTitle}. ${this.dealText()}`);
  }

  private restart(): void {
    this.cancelAutoplay();
    restartSession(this.session);
    this.afterChange();
  }

  private undo(): void {
    this.cancelAutoplay();
    this.clearPicks();
    const move = undoMove(this.session);
    this.announce(move ? this.messages.moves.undone : this.messages.moves.nothingToUndo);
    this.afterChange();
  }

  private redo(): void {
    this.cancelAutoplay();
    this.clearPicks();
    const move = redoMove(this.session);
    this.announce(move ? this.messages.moves.redone : this.messages.moves.nothingToRedo);
    this.afterChange();
  }

  private afterChange(): void {
    this.hintPiles = [];
    this.persistSession();
    this.scheduleRender();
  }

  private clearPicks(): void {
    this.held = undefined;
    this.choice = undefined;
  }

  /** Plays a move with its animation, announcement, saving, win check and auto-play. */
  private play(move: Move, animateFrom?: Point): boolean {
    const game = this.session.game;
    const card = cardOfMove(game, move);
    const turned = move.type === 'turn' ? this.peekTurn() : [];
    // Places come from the layout, not from measuring the page: a measure here would lay the page out once more
    // before the frame does.
    if (move.type === 'transfer') {
      const from = animateFrom ?? this.topCardPlace(sourcePileId(move.from));
      this.flip = from && card !== undefined ? [{ pileId: targetPileId(move.to, card), from }] : [];
    } else if (move.type === 'turn') {
      const stock = this.topCardPlace('stock');
      // Each waste pile a turn deals to (four in Granada) gets its card from the stock, a little after the last.
      this.flip = stock ? turned.map((_, index) => ({ pileId: `w${index}`, from: stock, delay: index * 40 })) : [];
    }
    const played = playMove(this.session, move);
    if (!played.ok) {
      this.flip = [];
      this.say(this.messages.moves.refused(this.messages.engineText(played.error)));
      return false;
    }
    this.clearPicks();
    this.hintPiles = [];
    if (move.type === 'transfer' && card !== undefined)
      this.announce(
        this.messages.moves.moved(spokenCard(this.messages, card), this.pileName(targetPileId(move.to, card))),
      );
    else if (move.type === 'turn')
      this.announce(
        this.messages.moves.turnedMany(turned.map((turnedCard) => spokenCard(this.messages, turnedCard)).join(', ')),
      );
    else if (move.type === 'redeal' && game instanceof AlhambraGame)
      this.announce(this.messages.moves.redealt(game.pass));
    if (game.status() === 'won') {
      this.settle(this.session, false);
      // Saved at once with the statistics that counted it, so no reload can find the game unfinished and count it again.
      this.saveSessionNow();
    } else this.persistSession();
    this.scheduleRender();
    this.queueAutoplay();
    return true;
  }

  private peekTurn(): number[] {
    const game = this.session.game;
    if (!(game instanceof AlhambraGame)) return [];
    return game.stock.slice(-game.waste.length).reverse();
  }

  private queueAutoplay(): void {
    if (!this.settings.autoplay) return;
    this.cancelAutoplay();
    this.autoplayTimer = window.setTimeout(
      () => {
        this.autoplayTimer = undefined;
        if (this.drag?.active) return;
        const move = safeAutoMove(this.session.game);
        if (move) this.play(move);
      },
      reducedMotion() ? 0 : AUTOPLAY_DELAY_MS,
    );
  }

  private cancelAutoplay(): void {
    if (this.autoplayTimer !== undefined) window.clearTimeout(this.autoplayTimer);
    this.autoplayTimer = undefined;
  }

  // ——— Taps, drags and keys ———

  private tap(pileId: PileId, detail: number): void {
    const game = this.session.game;
    const last = this.lastTap;
    // The second click of a double-click is not a new tap: the first one already moved the card (foundations
    // first), or opened a choice that should stay open rather than be cancelled by a click on its own card.
    if (
      detail === 2 &&
      pileId !== 'stock' &&
      last?.pileId === pileId &&
      (last.moved || this.choice !== undefined) &&
      performance.now() - last.time < 600
    )
      return;
    if (this.choice) {
      const chosen = this.choice.find((move) => this.movePileId(move) === pileId);
      this.choice = undefined;
      if (chosen) this.play(chosen);
      else this.scheduleRender();
      return;
    }
    if (this.held) {
      this.dropHeld(pileId);
      return;
    }
    let moved = false;
    if (pileId === 'stock') {
      const move = stockMove(game);
      if (move) moved = this.play(move);
      else this.say(this.messages.moves.refused(this.messages.engineText(game.explainIllegal({ type: 'turn' }) ?? '')));
    } else {
      const source = sourceOfPile(pileId);
      const card = source && cardAtSource(game, source);
      if (source && card !== undefined) {
        const moves = bestMoves(game, source);
        if (moves.length === 1) moved = this.play(moves[0]!);
        else if (moves.length > 1) {
          this.choice = moves;
          const name = shortCard(this.messages, card);
          const home = moves.every((move) => destinationRank(game, move) === 0);
          this.say(home ? this.messages.moves.choose(name) : this.messages.moves.choosePlace(name, moves.length));
          this.scheduleRender();
        } else this.say(this.messages.moves.noMove(shortCard(this.messages, card)));
      } else if (source) this.say(this.messages.moves.emptyPile);
    }
    this.lastTap = { pileId, moved, time: performance.now() };
  }

  private movePileId(move: Move): PileId | undefined {
    if (move.type !== 'transfer') return 'stock';
    const card = cardOfMove(this.session.game, move);
    return card === undefined ? undefined : targetPileId(move.to, card);
  }

  private pickUp(pileId: PileId): void {
    const game = this.session.game;
    if (pileId === 'stock') {
      this.tap('stock', 1);
      return;
    }
    const source = sourceOfPile(pileId);
    const card = source && cardAtSource(game, source);
    if (!source || card === undefined) {
      this.say(source ? this.messages.moves.emptyPile : this.messages.moves.cannotMove);
      return;
    }
    if (movesFrom(game, source).length === 0) {
      this.say(this.messages.moves.noMove(shortCard(this.messages, card)));
      return;
    }
    this.held = source;
    this.announce(this.messages.moves.picked(spokenCard(this.messages, card)));
    this.scheduleRender();
  }

  private dropHeld(pileId: PileId): void {
    const source = this.held!;
    if (pileId === sourcePileId(source)) {
      this.held = undefined;
      this.announce(this.messages.moves.putBack);
      this.scheduleRender();
      return;
    }
    const result = this.tryDrop(source, pileId);
    if (result) this.held = undefined;
    this.scheduleRender();
  }

  /** Plays the drop of a source's card on a pile, or says why it is illegal; true if played. */
  private tryDrop(source: Source, pileId: PileId, animateFrom?: Point): boolean {
    const game = this.session.game;
    const drop = moveForDrop(game, source, pileId);
    if ('move' in drop) return this.play(drop.move, animateFrom);
    const card = cardAtSource(game, source);
    if ('otherSuit' in drop && card !== undefined)
      this.say(this.messages.moves.illegal(this.messages.moves.otherSuit(shortCard(this.messages, card))));
    else if (drop.reason) this.say(this.messages.moves.illegal(this.messages.engineText(drop.reason)));
    else this.say(this.messages.moves.notATarget);
    return false;
  }

  private targetsOf(source: Source): Set<PileId> {
    const game = this.session.game;
    const card = cardAtSource(game, source);
    const targets = new Set<PileId>();
    if (card === undefined) return targets;
    for (const move of movesFrom(game, source)) if (move.type === 'transfer') targets.add(targetPileId(move.to, card));
    return targets;
  }

  private bindEvents(): void {
    const { buttons } = this;
    // Another tab counted a game: show its statistics here too (a result of this tab is added to the stored ones).
    window.addEventListener('storage', (event) => {
      if (event.key === STORAGE_KEYS.game) this.followOtherTab();
      if (event.key !== STORAGE_KEYS.stats || this.heldParts.has('stats')) return;
      this.stats = storedStats(this.storage) ?? this.stats;
    });
    buttons.new.addEventListener('click', () => void this.newDeal());
    buttons.restart.addEventListener('click', () => this.restart());
    buttons.undo.addEventListener('click', () => this.undo());
    buttons.redo.addEventListener('click', () => this.redo());
    buttons.hint.addEventListener('click', () => this.hint());
    buttons.menu.addEventListener('click', () => this.openMenu());
    this.board.addEventListener('pointerdown', (event) => this.onPointerDown(event));
    this.board.addEventListener('pointermove', (event) => this.onPointerMove(event));
    this.board.addEventListener('pointerup', (event) => this.onPointerUp(event));
    this.board.addEventListener('pointercancel', () => this.cancelDrag());
    this.board.addEventListener('click', (event) => {
      const pending = this.tapPending;
      this.tapPending = undefined;
      // Only a mouse double-clicks; two quick taps of a finger are two taps.
      if (pending !== undefined) this.tap(pending.pileId, pending.mouse ? event.detail : 1);
    });
    this.board.addEventListener('contextmenu', (event) => event.preventDefault());
    document.addEventListener('keydown', (event) => this.onKey(event));
    window.addEventListener('hashchange', () => {
      const route = parseRoute(location.hash);
      if (!route) return;
      const current = makeRoute(this.session.game.kind, this.session.game.layout.deal);
      if (location.hash === current) return;
      this.tick();
      this.saveSessionNow();
      this.followRoute(route, this.heldParts.has('game') ? [this.session] : storedSessions(this.storage));
    });
    new ResizeObserver(() => {
      this.layoutKey = '';
      this.scheduleRender();
    }).observe(this.board);
    document.addEventListener('visibilitychange', () => {
      if (!document.hidden && this.followedHidden) this.say(this.messages.notices.otherTab);
      this.followedHidden = false;
      this.tick();
      this.saveSessionNow();
    });
    window.addEventListener('pagehide', () => {
      this.tick();
      this.saveSessionNow();
    });
  }

  private onPointerDown(event: PointerEvent): void {
    if (event.button !== 0 || this.drag) return;
    this.tapPending = undefined;
    const pileElement = (event.target as Element).closest<HTMLElement>('[data-pile]');
    if (!pileElement) return;
    const pileId = pileElement.dataset.pile!;
    const source = sourceOfPile(pileId);
    const top = this.topCardElement(pileId);
    const onTop = top !== undefined && (event.target as Element).closest('.card') === top;
    this.pendingTiming = event.timeStamp;
    this.drag = {
      pointerId: event.pointerId,
      pileId,
      startX: event.clientX,
      startY: event.clientY,
      cardElement: onTop && source && !this.choice ? top : undefined,
      source,
      active: false,
      targets: new Set(),
    };
  }

  private onPointerMove(event: PointerEvent): void {
    const drag = this.drag;
    if (!drag || drag.pointerId !== event.pointerId || !drag.cardElement || !drag.source) return;
    const dx = event.clientX - drag.startX;
    const dy = event.clientY - drag.startY;
    if (!drag.active) {
      if (Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
      drag.active = true;
      this.held = undefined;
      this.cancelAutoplay();
      drag.targets = this.targetsOf(drag.source);
      this.board.setPointerCapture(event.pointerId);
      drag.cardElement.classList.add('dragging');
      this.scheduleRender();
    }
    drag.cardElement.style.transform = `translate(${dx}px, ${dy}px)`;
  }

  private onPointerUp(event: PointerEvent): void {
    const drag = this.drag;
    if (!drag || drag.pointerId !== event.pointerId) return;
    this.drag = undefined;
    this.pendingTiming = event.timeStamp;
    if (!drag.active) {
      // The tap itself runs on the click that follows, whose detail counts the clicks of a double-click.
      this.tapPending = { pileId: drag.pileId, mouse: event.pointerType === 'mouse' };
      return;
    }
    const card = drag.cardElement!;
    const cardRect = card.getBoundingClientRect();
    const boardRect = this.board.getBoundingClientRect();
    const rect = {
      x: cardRect.left - boardRect.left,
      y: cardRect.top - boardRect.top,
      w: cardRect.width,
      h: cardRect.height,
    };
    const dropOn = this.pileAt(rect, drag.targets);
    const played = dropOn !== undefined && dropOn !== drag.pileId && this.tryDrop(drag.source!, dropOn, rect);
    if (!played) this.slideBack(card);
    this.scheduleRender();
  }

  private cancelDrag(): void {
    const drag = this.drag;
    this.drag = undefined;
    if (drag?.active && drag.cardElement) this.slideBack(drag.cardElement);
    this.scheduleRender();
  }

  private slideBack(card: HTMLElement): void {
    card.classList.remove('dragging');
    if (reducedMotion()) {
      card.style.transform = '';
      return;
    }
    card.classList.add('returning');
    card.style.transform = '';
    window.setTimeout(() => card.classList.remove('returning'), 200);
  }

  /** The pile a dragged card is over: the one holding its centre, preferring legal targets, else the nearest legal one close by. */
  private pileAt(rect: Rect, targets: Set<PileId>): PileId | undefined {
    const x = rect.x + rect.w / 2;
    const y = rect.y + rect.h / 2;
    const areas = this.geometry?.areas;
    if (!areas) return undefined;
    let inside: PileId | undefined;
    let nearest: { id: PileId; distance: number } | undefined;
    for (const [id, area] of areas) {
      const contains = x >= area.x && x <= area.x + area.w && y >= area.y && y <= area.y + area.h;
      if (contains && (inside === undefined || targets.has(id))) inside = id;
      if (!targets.has(id)) continue;
      const dx = Math.max(area.x - x, 0, x - (area.x + area.w));
      const dy = Math.max(area.y - y, 0, y - (area.y + area.h));
      const distance = Math.hypot(dx, dy);
      if (!nearest || distance < nearest.distance) nearest = { id, distance };
    }
    if (inside !== undefined && targets.has(inside)) return inside;
    if (nearest && nearest.distance < rect.w * 0.6) return nearest.id;
    return inside;
  }

  private onKey(event: KeyboardEvent): void {
    const target = event.target as HTMLElement;
    if (this.menu.open || this.wonDialog.open || this.confirmDialog.open) return;
    const typing = target.closest('input, textarea, select') !== null;
    this.pendingTiming = event.timeStamp;
    const control = event.ctrlKey || event.metaKey;
    const key = event.key.toLowerCase();
    if (control && key === 'z' && !typing) {
      event.preventDefault();
      if (event.shiftKey) this.redo();
      else this.undo();
      return;
    }
    if (control && key === 'y' && !typing) {
      event.preventDefault();
      this.redo();
      return;
    }
    if (control || event.altKey || typing) return;
    const pileElement = target.closest<HTMLElement>('[data-pile]');
    switch (event.key) {
      case 'n':
      case 'N':
        event.preventDefault();
        void this.newDeal();
        return;
      case 'h':
      case 'H':
        event.preventDefault();
        this.hint();
        return;
      case ' ':
        if (target.closest('button, summary, a')) return;
        event.preventDefault();
        this.tapStockByKey();
        return;
      case 'Escape':
        if (this.held || this.choice) {
          this.clearPicks();
          this.announce(this.messages.moves.putBack);
          this.scheduleRender();
        }
        return;
      case 'Enter':
        if (!pileElement) return;
        event.preventDefault();
        this.enterOn(pileElement.dataset.pile!);
        return;
      case 'ArrowLeft':
      case 'ArrowRight':
      case 'ArrowUp':
      case 'ArrowDown': {
        const from = pileElement?.dataset.pile ?? this.views[0]?.id;
        if (!from) return;
        event.preventDefault();
        const next = pileElement ? this.neighbour(from, event.key) : from;
        if (next) this.pileElements.get(next)?.focus();
      }
    }
  }

  private tapStockByKey(): void {
    if (!this.pileElements.has('stock')) return;
    this.clearPicks();
    this.tap('stock', 1);
  }

  private enterOn(pileId: PileId): void {
    if (this.choice) {
      this.tap(pileId, 1);
      return;
    }
    if (this.held) this.dropHeld(pileId);
    else this.pickUp(pileId);
  }

  /** The pile next to `from` in an arrow's direction, by the centres of their slots. */
  private neighbour(from: PileId, key: string): PileId | undefined {
    const slots = this.geometry?.slots;
    const origin = slots?.get(from);
    if (!slots || !origin) return undefined;
    const [ax, ay] = [origin.x + origin.w / 2, origin.y + origin.h / 2];
    let best: { id: PileId; score: number } | undefined;
    for (const [id, slot] of slots) {
      if (id === from) continue;
      const dx = slot.x + slot.w / 2 - ax;
      const dy = slot.y + slot.h / 2 - ay;
      const [along, across] =
        key === 'ArrowRight' ? [dx, dy] : key === 'ArrowLeft' ? [-dx, dy] : key === 'ArrowDown' ? [dy, dx] : [-dy, dx];
      if (along <= 1) continue;
      const score = along + 3 * Math.abs(across);
      if (!best || score < best.score) best = { id, score };
    }
    return best?.id;
  }

  // ——— Hints ———

  private hint(): void {
    const game = this.session.game;
    if (game.status() !== 'playing') return;
    this.say(this.messages.hint.thinking);
    this.hintWorker?.terminate();
    const worker = new Worker(new URL('./hints/worker.ts', import.meta.url), { type: 'module' });
    this.hintWorker = worker;
    const moveCount = game.moveCount;
    worker.onmessage = (event: MessageEvent<{ verdict: string; move?: string }>) => {
      worker.terminate();
      if (this.hintWorker === worker) this.hintWorker = undefined;
      if (this.session.game !== game || game.moveCount !== moveCount) return;
      const { verdict, move } = event.data;
      const { hint } = this.messages;
      if (move === undefined) this.say(verdict === 'unwinnable' ? hint.none : hint.unknown);
      else
        this.showHint(
          move,
          verdict === 'winnable' ? hint.suggest : verdict === 'unwinnable' ? hint.furthest : hint.tentative,
        );
    };
    worker.onerror = () => {
      worker.terminate();
      this.say(this.messages.hint.unknown);
    };
    worker.postMessage({ record: sessionRecord(this.session), timeoutMs: 4000 });
  }

  private showHint(token: string, wording: (text: string) => string): void {
    const game = this.session.game;
    const move = game.legalMoves().find((candidate) => makeMove(game.kind, candidate) === token);
    if (!move) return;
    if (move.type === 'transfer') {
      const card = cardOfMove(game, move)!;
      const to = targetPileId(move.to, card);
      this.hintPiles = [sourcePileId(move.from), to];
      this.say(wording(this.messages.moves.moved(shortCard(this.messages, card), this.pileName(to))));
    } else {
      this.hintPiles = ['stock'];
      this.say(wording(move.type === 'turn' ? this.messages.hint.turn : this.messages.hint.redeal));
    }
    this.scheduleRender();
  }

  // ——— Drawing ———

  private scheduleRender(): void {
    if (this.renderQueued) return;
    this.renderQueued = true;
    requestAnimationFrame(() => {
      this.renderQueued = false;
      const started = performance.now();
      this.render();
      const renderMs = performance.now() - started;
      const input = this.pendingTiming;
      if (input === undefined) return;
      this.pendingTiming = undefined;
      window.patienceTimings ??= [];
      window.patienceTimings.push({ input, renderMs });
    });
  }

  private render(): void {
    const game = this.session.game;
    const views = pileViews(game);
    this.views = views;
    const kind = kindKey(game.kind);
    const width = this.board.clientWidth;
    const height = this.board.clientHeight;
    const longest = Math.max(0, ...views.map((view) => view.cards.length));
    const key = `${kind}|${width}x${height}|${Math.max(longest, 12)}`;
    if (key !== this.layoutKey || !this.geometry) {
      this.geometry = layoutBoard(views, width, height);
      this.layoutKey = key;
    }
    const geometry = this.geometry;
    // Set only when they change: a custom property set on the board restyles every card under it.
    if (this.board.style.getPropertyValue('--cw') !== `${geometry.cardW}px`)
      this.board.style.setProperty('--cw', `${geometry.cardW}px`);
    if (this.board.style.getPropertyValue('--ch') !== `${geometry.cardH}px`)
      this.board.style.setProperty('--ch', `${geometry.cardH}px`);
    // Small cards keep only the arrow of their ▲ up / ▼ down marks.
    this.board.classList.toggle('small-cards', geometry.cardW < 60);
    this.board.dataset.game = game.kind.game;
    this.board.dataset.variant = game.kind.variant;
    if (this.pileElements.size > 0 && [...this.pileElements.keys()].some((id) => !views.some((view) => view.id === id)))
      this.resetPiles();
    if (this.pileElements.size !== views.length) this.resetPiles();
    const dragTargets = this.drag?.active ? this.drag.targets : undefined;
    const heldTargets = this.held ? this.targetsOf(this.held) : undefined;
    const choiceTargets = new Set(this.choice?.map((move) => this.movePileId(move) ?? '') ?? []);
    for (const view of views) {
      let element = this.pileElements.get(view.id);
      if (!element) {
        element = el('div', { class: `pile pile-${view.kind}`, 'data-pile': view.id, tabindex: '0', role: 'button' });
        this.pileElements.set(view.id, element);
        this.board.append(element);
      }
      const slot = geometry.slots.get(view.id)!;
      const area = geometry.areas.get(view.id)!;
      setStyle(element, 'left', `${slot.x}px`);
      setStyle(element, 'top', `${slot.y}px`);
      setStyle(element, 'width', `${area.w}px`);
      setStyle(element, 'height', `${area.h}px`);
      const step = geometry.fanStep.get(view.id) ?? 0;
      this.drawPile(element, view, step);
      element.classList.toggle('target', dragTargets?.has(view.id) ?? heldTargets?.has(view.id) ?? false);
      element.classList.toggle('choice', choiceTargets.has(view.id));
      element.classList.toggle('held', this.held !== undefined && sourcePileId(this.held) === view.id);
      element.classList.toggle('hinted', this.hintPiles.includes(view.id));
      const label = this.pileLabel(view);
      if (element.getAttribute('aria-label') !== label) element.setAttribute('aria-label', label);
    }
    this.runFlip();
    this.statusDue = true;
    this.scheduleAfterFrame();
  }

  /**
   * Queues what a move's first frame need not wait for (the status line, the spoken announcement, the save) to run
   * just after that frame, so the frame shows the cards sooner: a status line redrawn in the same frame as a card far
   * from it makes the compositor redraw all the board between them. A timer backs up the frame, which a hidden page
   * may never get.
   */
  private scheduleAfterFrame(): void {
    if (this.afterFrameQueued) return;
    this.afterFrameQueued = true;
    requestAnimationFrame(() => window.setTimeout(() => this.runAfterFrame(), 0));
    window.setTimeout(() => this.runAfterFrame(), AFTER_FRAME_FALLBACK_MS);
  }

  private runAfterFrame(): void {
    if (!this.afterFrameQueued) return;
    this.afterFrameQueued = false;
    if (this.statusDue) {
      this.statusDue = false;
      this.renderStatus();
    }
    if (this.announcement !== undefined) {
      this.announcer.textContent = this.announcement;
      this.announcement = undefined;
    }
    if (this.saveDue) this.saveSessionNow();
  }

  private resetPiles(): void {
    for (const element of this.pileElements.values()) element.remove();
    this.pileElements.clear();
    this.pileSignatures.clear();
  }

  private drawPile(element: HTMLElement, view: PileView, step: number): void {
    const signature = `${view.cards.join(',')}|${view.hidden}|${step}|${this.session.game instanceof AlhambraGame ? this.session.game.pass : 0}`;
    if (this.pileSignatures.get(view.id) === signature) return;
    this.pileSignatures.set(view.id, signature);
    const children: Node[] = [];
    const game = this.session.game;
    if (view.kind === 'stock' && game instanceof AlhambraGame) {
      const backClass = view.hidden > 0 ? 'card back' : 'empty-slot';
      const drawn = element.firstElementChild;
      // The back of the stock stays the same element: only its count changes.
      const back =
        drawn instanceof HTMLElement && drawn.className === backClass ? drawn : el('div', { class: backClass });
      let label = back.querySelector('.stock-count');
      if (!label) label = back.appendChild(el('span', { class: 'stock-count' }));
      const count = view.hidden > 0 ? String(view.hidden) : game.canRedeal() ? '⟲' : '✕';
      if (label.textContent !== count) label.textContent = count;
      children.push(back, el('span', { class: 'pass-badge' }, `${game.pass}/${ALHAMBRA_PASSES}`));
    } else {
      if (view.cards.length === 0) {
        const empty = el('div', { class: 'empty-slot', 'aria-hidden': 'true' });
        if (view.emptyMark) empty.textContent = view.emptyMark;
        children.push(empty);
      }
      // By card, in pile order: a two-deck pile can hold both copies of a card, and each needs its own element.
      const kept = new Map<string, HTMLElement[]>();
      for (const child of element.children)
        if (child instanceof HTMLElement && child.dataset.card !== undefined && reusable(child)) {
          const same = kept.get(child.dataset.card);
          if (same) same.push(child);
          else kept.set(child.dataset.card, [child]);
        }
      view.cards.forEach((card, index) => {
        const cardElement = kept.get(String(card))?.shift() ?? makeCardElement(this.messages, card);
        // A card that stays keeps its element (and its compositor layer), so it is neither rebuilt nor rastered
        // again; one still in flight lands at once, as it did when every card was rebuilt.
        this.flights.get(cardElement)?.finish();
        const offset = `${index * step}px`;
        if (view.fan === 'down' && cardElement.style.top !== offset) cardElement.style.top = offset;
        else if (view.fan === 'right' && cardElement.style.left !== offset) cardElement.style.left = offset;
        children.push(cardElement);
      });
      if (view.kind === 'reserve' && view.hidden > 0)
        children.push(el('span', { class: 'under-badge', 'aria-hidden': 'true' }, String(view.hidden)));
      if (view.kind === 'ace' || view.kind === 'king') {
        const mark = el(
          'span',
          { class: `direction ${view.kind}`, 'aria-hidden': 'true' },
          view.kind === 'ace' ? '▲' : '▼',
        );
        const word = view.kind === 'ace' ? this.messages.piles.upMark : this.messages.piles.downMark;
        mark.append(el('span', { class: 'direction-word' }, ` ${word}`));
        children.push(mark);
      }
    }
    reconcile(element, children);
  }

  private topCardElement(pileId: PileId): HTMLElement | undefined {
    const cards = this.pileElements.get(pileId)?.querySelectorAll<HTMLElement>('.card');
    return cards && cards.length > 0 ? cards[cards.length - 1] : undefined;
  }

  /** Where the top card of a pile lies on the board as last drawn (the stock's back, too). */
  private topCardPlace(pileId: PileId): Point | undefined {
    const view = this.views.find((candidate) => candidate.id === pileId);
    if (!view || !this.geometry) return undefined;
    return cardPlace(this.geometry, view, Math.max(0, view.cards.length - 1));
  }

  private runFlip(): void {
    const flips = this.flip;
    this.flip = [];
    if (reducedMotion()) return;
    for (const flip of flips) {
      const card = this.topCardElement(flip.pileId);
      const to = this.topCardPlace(flip.pileId);
      if (!card || !to) continue;
      const dx = flip.from.x - to.x;
      const dy = flip.from.y - to.y;
      if (Math.abs(dx) < 1 && Math.abs(dy) < 1) continue;
      // A card in flight must not catch the taps meant for the pile it flies over (a fast second tap on the stock).
      card.style.pointerEvents = 'none';
      const animation = card.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'translate(0, 0)' }], {
        duration: 160,
        delay: flip.delay ?? 0,
        fill: 'backwards',
        easing: 'cubic-bezier(.2,.7,.3,1)',
      });
      this.flights.set(card, animation);
      const land = (): void => {
        card.style.pointerEvents = '';
        this.flights.delete(card);
      };
      animation.addEventListener('finish', land);
      animation.addEventListener('cancel', land);
    }
  }

  private pileName(id: PileId): string {
    const { piles, suitNames } = this.messages;
    const index = Number(id.slice(1));
    switch (id[0]) {
      case 'c':
        return piles.column(index + 1);
      case 'r':
        return piles.reserve(index + 1);
      case 'w':
        return (this.session.game as AlhambraGame).waste.length > 1 ? piles.wasteN(index + 1) : piles.waste;
      case 'f':
        return piles.foundation(suitNames[index]!);
      case 'a':
        return piles.acePile(suitNames[index]!);
      case 'k':
        return piles.kingPile(suitNames[index]!);
      default:
        return piles.stock;
    }
  }

  private pileLabel(view: PileView): string {
    const { piles } = this.messages;
    const parts = [this.pileName(view.id)];
    const game = this.session.game;
    if (view.kind === 'stock' && game instanceof AlhambraGame) {
      parts.push(piles.stockLeft(view.hidden), piles.pass(game.pass, ALHAMBRA_PASSES));
      if (view.hidden === 0) parts.push(game.canRedeal() ? piles.redealHint : piles.noRedeal);
      return parts.join(', ');
    }
    const top = view.cards[view.cards.length - 1];
    const total = view.kind === 'reserve' || view.kind === 'waste' ? view.cards.length + view.hidden : undefined;
    if (top === undefined) parts.push(piles.empty);
    else {
      if (total !== undefined) parts.push(piles.cards(total));
      parts.push(piles.top(spokenCard(this.messages, top)));
    }
    return parts.join(', ');
  }

  private dealText(): string {
    const deal = this.session.game.layout.deal;
    return deal === undefined ? this.messages.status.customDeal : this.messages.status.deal(deal);
  }

  private renderStatus(): void {
    const game = this.session.game;
    const { status } = this.messages;
    const parts = [
      this.kindTitle,
      this.dealText(),
      `<span title="${status.homeLabel}">${status.home(game.cardsHome, game.cardCount)}</span>`,
      status.moves(game.moveCount),
      `<span class="clock">${this.messages.formatTime(this.session.elapsedMs)}</span>`,
    ];
    if (game instanceof AlhambraGame) parts.push(status.pass(game.pass, ALHAMBRA_PASSES));
    // Only the parts that changed are rewritten (a move changes one or two), not the whole line.
    const drawn = this.statusParts;
    if (drawn.length !== parts.length)
      this.statusLine.innerHTML = parts
        .map((part) => `<span>${part}</span>`)
        .join('<span aria-hidden="true"> · </span>');
    else
      parts.forEach((part, index) => {
        if (part !== drawn[index]) this.statusLine.children[2 * index]!.innerHTML = part;
      });
    this.statusParts = parts;
    this.buttons.undo.disabled = game.moveCount === 0;
    this.buttons.redo.disabled = this.session.redo.length === 0;
    this.buttons.restart.disabled = game.moveCount === 0;
    const state = game.status();
    this.board.classList.toggle('won', state === 'won');
    this.renderLost(state === 'lost');
    if (state === 'won' && !this.celebrated) {
      this.celebrated = true;
      this.showWin();
    }
    if (state !== 'won') this.celebrated = false;
  }

  private renderLost(lost: boolean): void {
    if (!lost) this.lostDismissed = false;
    const show = lost && !this.lostDismissed;
    if (show === !this.lostBanner.hidden) return;
    this.lostBanner.hidden = !show;
    if (!show) return;
    const { result, toolbar, newGameLabel, menu } = this.messages;
    const close = el('button', { type: 'button', class: 'notice-close', 'aria-label': menu.close }, '×');
    close.addEventListener('click', () => {
      this.lostDismissed = true;
      this.lostBanner.hidden = true;
    });
    const undo = el('button', { type: 'button' }, toolbar.undo);
    const restart = el('button', { type: 'button' }, toolbar.restart);
    const fresh = el('button', { type: 'button' }, newGameLabel);
    undo.addEventListener('click', () => this.undo());
    restart.addEventListener('click', () => this.restart());
    fresh.addEventListener('click', () => void this.newDeal());
    const actions = el('div', { class: 'actions' });
    actions.append(undo, restart, fresh);
    this.lostBanner.replaceChildren(
      close,
      el('p', { class: 'lost-title' }, result.lost),
      el('p', {}, result.lostHelp),
      actions,
    );
    this.announce(result.lost);
  }

  private showWin(): void {
    const { result, newGameLabel, menu } = this.messages;
    const game = this.session.game;
    const text = result.wonText(game.moveCount, this.messages.formatTime(this.session.elapsedMs));
    const fresh = el('button', { type: 'button', class: 'primary' }, newGameLabel);
    const close = el('button', { type: 'button' }, menu.close);
    fresh.addEventListener('click', () => {
      this.wonDialog.close();
      void this.newDeal();
    });
    close.addEventListener('click', () => this.wonDialog.close());
    const actions = el('div', { class: 'actions' });
    actions.append(fresh, close);
    this.wonDialog.replaceChildren(
      el('h2', { id: 'won-title' }, result.wonTitle),
      el('p', {}, text),
      this.statsTable([game.kind]),
      actions,
    );
    this.announce(`${result.wonTitle} ${text}`);
    this.wonDialog.showModal();
    fresh.focus();
  }

  // ——— Clock, messages, storage ———

  private tick(): void {
    const now = performance.now();
    const delta = now - this.clockStarted;
    this.clockStarted = now;
    const game = this.session?.game;
    if (!game || document.hidden || game.moveCount === 0 || game.status() !== 'playing') return;
    this.session.elapsedMs += Math.min(delta, 5000);
    const clock = this.statusLine.querySelector('.clock');
    if (clock) clock.textContent = this.messages.formatTime(this.session.elapsedMs);
    this.statusParts = [];
  }

  /** Shows a short message that fades, and reads it out. */
  private say(text: string): void {
    this.toast.textContent = text;
    this.toast.classList.add('shown');
    if (this.toastTimer !== undefined) window.clearTimeout(this.toastTimer);
    this.toastTimer = window.setTimeout(() => this.toast.classList.remove('shown'), TOAST_MS);
  }

  private announce(text: string): void {
    this.announcement = text;
    this.scheduleAfterFrame();
  }

  private notice(text: string): void {
    const item = el('p', { class: 'notice' });
    const close = el('button', { type: 'button', class: 'notice-close', 'aria-label': this.messages.menu.close }, '×');
    close.addEventListener('click', () => item.remove());
    item.append(el('span', {}, text), close);
    this.notices.append(item);
  }

  private persist(part: StoragePart, save: () => SaveOutcome): void {
    if (this.heldParts.has(part)) return;
    const outcome = save();
    if (outcome === 'refused') this.say(this.messages.notices.storageFull);
    else if (outcome === 'newer') {
      this.heldParts.add(part);
      this.notice(this.messages.notices.storage.newerNow);
    }
  }

  /** Saves the game in progress just after the next frame (see `scheduleAfterFrame`). */
  private persistSession(): void {
    this.saveDue = true;
    this.scheduleAfterFrame();
  }

  private saveSessionNow(): void {
    this.saveDue = false;
    const session = this.session;
    if (session)
      this.persist('game', () => saveSession(this.storage, session, (dropped) => this.settle(dropped, true)));
  }

  private forgetSaved(session: Session): void {
    this.persist('game', () => forgetSession(this.storage, session));
  }

  /** Counts a session's result if it is due, into the statistics as stored now (another tab may have added to them). */
  private settle(session: Session, leaving: boolean): void {
    if (!this.heldParts.has('stats')) this.stats = storedStats(this.storage) ?? this.stats;
    const settled = settleSession(session, this.stats, leaving);
    if (settled === this.stats) return;
    this.stats = settled;
    this.persistStats();
  }

  private persistStats(): void {
    this.persist('stats', () => saveStats(this.storage, this.stats));
  }

  private persistSettings(): void {
    this.persist('settings', () => saveSettings(this.storage, this.settings));
  }

  private applySettings(): void {
    document.body.classList.toggle('four-colour', this.settings.fourColour);
    if (this.settings.theme === 'system') delete document.documentElement.dataset.theme;
    else document.documentElement.dataset.theme = this.settings.theme;
  }

  // ——— Dialogs ———

  private confirmAbandon(): Promise<boolean> {
    const { confirm } = this.messages;
    return new Promise((resolve) => {
      const yes = el('button', { type: 'button', class: 'primary', value: 'yes' }, confirm.yes);
      const no = el('button', { type: 'button', value: 'no' }, confirm.no);
      const actions = el('div', { class: 'actions' });
      actions.append(yes, no);
      this.confirmDialog.replaceChildren(el('p', {}, confirm.abandon), actions);
      const finish = (answer: boolean): void => {
        this.confirmDialog.close();
        resolve(answer);
      };
      yes.addEventListener('click', () => finish(true));
      no.addEventListener('click', () => finish(false));
      this.confirmDialog.addEventListener('cancel', () => resolve(false), { once: true });
      this.confirmDialog.showModal();
      no.focus();
    });
  }

  private statsTable(kinds: readonly GameVariant[]): HTMLTableElement {
    const { stats: words } = this.messages;
    const table = el('table', { class: 'stats' });
    const head = el('tr');
    for (const text of [
      words.game,
      words.played,
      words.won,
      words.rate,
      words.streak,
      words.bestStreak,
      words.bestTime,
      words.fewestMoves,
    ])
      head.append(el('th', { scope: 'col' }, text));
    table.append(head);
    for (const kind of kinds) {
      const key = kindKey(kind);
      const stats = this.stats[key] ?? emptyStats();
      const rate = winRate(stats);
      const row = el('tr', { 'data-kind': key });
      row.append(el('th', { scope: 'row' }, this.messages.games[key as keyof Messages['games']].title));
      for (const value of [
        String(stats.played),
        String(stats.won),
        rate === null ? words.none : `${rate}%`,
        String(stats.currentStreak),
        String(stats.bestStreak),
        stats.bestTimeMs === null ? words.none : this.messages.formatTime(stats.bestTimeMs),
        stats.fewestMoves === null ? words.none : String(stats.fewestMoves),
      ])
        row.append(el('td', {}, value));
      table.append(row);
    }
    return table;
  }

  private openMenu(): void {
    const { menu, games, settings: settingWords } = this.messages;
    const sections: HTMLElement[] = [];
    const section = (title: string, open = false): HTMLDetailsElement => {
      const details = el('details', { class: 'menu-section' });
      details.open = open;
      details.append(el('summary', {}, title));
      sections.push(details);
      return details;
    };

    const gameList = section(menu.games, true);
    const list = el('ul', { class: 'game-list' });
    for (const kind of GAME_VARIANTS) {
      const key = kindKey(kind) as keyof Messages['games'];
      const item = el('li');
      const choose = el('button', { type: 'button', class: 'game-choice', 'data-kind': key });
      if (key === kindKey(this.session.game.kind)) choose.setAttribute('aria-current', 'true');
      choose.append(el('strong', {}, games[key].title), el('span', {}, games[key].short));
      choose.addEventListener('click', () => {
        this.menu.close();
        void this.newDeal(kind);
      });
      item.append(choose);
      list.append(item);
    }
    gameList.append(list);

    const dealForm = el('form', { class: 'deal-form' });
    const dealLabel = el('label', { for: 'deal-input' }, menu.deal);
    const dealInput = el('input', {
      id: 'deal-input',
      inputmode: 'numeric',
      autocomplete: 'off',
      placeholder: menu.dealPlaceholder,
    });
    const dealError = el('p', { class: 'form-error', role: 'alert' });
    const playDeal = el('button', { type: 'submit' }, menu.play);
    const randomDeal = el('button', { type: 'button' }, menu.random);
    randomDeal.addEventListener('click', () => {
      this.menu.close();
      void this.newDeal();
    });
    dealForm.append(dealLabel, dealInput, playDeal, randomDeal, dealError);
    if (this.session.game.layout.deal !== undefined) {
      const share = el('button', { type: 'button', class: 'share' }, menu.share);
      share.addEventListener('click', () => void this.shareDeal());
      dealForm.append(share);
    }
    dealForm.addEventListener('submit', (event) => {
      event.preventDefault();
      const route = parseRoute(makeRoute(this.session.game.kind, dealInput.value.trim() || '-'));
      if (!route || route.problem || route.deal === undefined) {
        dealError.textContent = menu.badDeal(
          route?.problem?.type === 'deal' ? this.messages.engineText(route.problem.reason) : menu.dealPlaceholder,
        );
        return;
      }
      this.menu.close();
      void this.newDeal(this.session.game.kind, route.deal);
    });
    gameList.append(dealForm);

    const rules = section(menu.rules);
    for (const game of ['king-albert', 'alhambra'] as const) {
      const title = games[`${game}/standard`].title;
      rules.append(el('h3', {}, title));
      const items = el('ul', { class: 'rules' });
      for (const line of this.messages.rules[game]) items.append(el('li', {}, line));
      rules.append(items);
    }
    rules.append(el('p', { class: 'keys' }, this.messages.keys.help));

    section(menu.stats).append(this.statsTable(GAME_VARIANTS));

    const settingsSection = section(menu.settings);
    const checkbox = (name: 'fourColour' | 'autoplay', label: string): HTMLLabelElement => {
      const wrapper = el('label', { class: 'setting' });
      const input = el('input', { type: 'checkbox', name });
      input.checked = this.settings[name];
      input.addEventListener('change', () => {
        this.settings = { ...this.settings, [name]: input.checked };
        this.persistSettings();
        this.applySettings();
        if (name === 'autoplay') this.queueAutoplay();
      });
      wrapper.append(input, el('span', {}, label));
      return wrapper;
    };
    settingsSection.append(
      checkbox('fourColour', settingWords.fourColour),
      checkbox('autoplay', settingWords.autoplay),
      el('p', { class: 'rule-note' }, settingWords.autoplayRule[this.session.game.kind.game]),
    );
    const themeLabel = el('label', { class: 'setting' });
    const theme = el('select', { name: 'theme' });
    for (const [value, text] of [
      ['system', settingWords.themeSystem],
      ['light', settingWords.themeLight],
      ['dark', settingWords.themeDark],
    ] as const) {
      const option = el('option', { value }, text);
      option.selected = this.settings.theme === value;
      theme.append(option);
    }
    theme.addEventListener('change', () => {
      this.settings = { ...this.settings, theme: theme.value as Settings['theme'] };
      this.persistSettings();
      this.applySettings();
    });
    themeLabel.append(el('span', {}, settingWords.theme), theme);
    settingsSection.append(themeLabel);
    // Every text is drawn in the page's language, so a new language takes a reload (the game is saved already).
    const languageLabel = el('label', { class: 'setting' });
    const language = el('select', { name: 'language' });
    for (const [value, text] of [['', settingWords.languageAuto], ...Object.entries(LANGUAGE_NAMES)] as const) {
      const option = el('option', value === '' ? { value } : { value, lang: value }, text);
      option.selected = (this.settings.language ?? '') === value;
      language.append(option);
    }
    language.addEventListener('change', () => {
      const { language: _old, ...rest } = this.settings;
      this.settings = language.value === '' ? rest : { ...rest, language: language.value };
      this.persistSettings();
      location.reload();
    });
    languageLabel.append(el('span', {}, settingWords.language), language);
    settingsSection.append(languageLabel);

    const files = section(menu.files);
    const exportButton = el('button', { type: 'button' }, menu.export);
    exportButton.addEventListener('click', () => this.exportGame());
    const importLabel = el('label', { class: 'file-label' });
    const importInput = el('input', { type: 'file', accept: '.json,application/json', class: 'import-input' });
    importInput.addEventListener('change', () => {
      const file = importInput.files?.[0];
      if (file) void this.importFile(file);
      importInput.value = '';
    });
    importLabel.append(el('span', {}, menu.import), importInput);
    files.append(exportButton, importLabel);
    this.putAsideSection(section);

    const close = el('button', { type: 'button', class: 'menu-close' }, menu.close);
    close.addEventListener('click', () => this.menu.close());
    const head = el('div', { class: 'menu-head' });
    head.append(el('h2', {}, menu.title), close);
    this.menu.replaceChildren(head, ...sections);
    this.menu.showModal();
  }

  /** Shares the address of this deal (the system's share sheet where there is one, else the clipboard). */
  private async shareDeal(): Promise<void> {
    const game = this.session.game;
    const url = `${location.origin}${location.pathname}${makeRoute(game.kind, game.layout.deal)}`;
    const title = this.messages.menu.shareTitle(this.kindTitle, game.layout.deal ?? '');
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      this.say(this.messages.menu.copied(url));
    } catch (error) {
      // Sharing cancelled by the player is not an error; anything else still shows the link.
      if ((error as Error).name !== 'AbortError') this.say(this.messages.menu.linkIs(url));
    }
  }

  private exportGame(): void {
    const game = this.session.game;
    const record = { title: this.kindTitle, ...sessionRecord(this.session) };
    this.downloadText(
      `${JSON.stringify(record, null, 2)}\n`,
      `patience-${game.kind.game}-${game.kind.variant}-${game.layout.deal ?? 'own'}.json`,
    );
    this.say(this.messages.menu.exported);
  }

  private downloadText(text: string, name: string): void {
    const blob = new Blob([text], { type: 'application/json' });
    const link = el('a', { href: URL.createObjectURL(blob), download: name });
    document.body.append(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  }

  /** Loads a record file; a bad file gets a clear message and changes nothing. */
  async importFile(file: Blob): Promise<void> {
    let text: string;
    try {
      text = await file.text();
    } catch {
      this.importError(this.messages.menu.unreadable);
      return;
    }
    this.importText(text);
  }

  /** The menu's list of what storage recovery put aside, if anything: each copy to download, its games to play. */
  private putAsideSection(section: (title: string) => HTMLDetailsElement): void {
    const { menu } = this.messages;
    const parts = STORAGE_PARTS.map((part) => ({ part, backups: readBackups(this.storage, part) }));
    if (parts.every(({ backups }) => backups.length === 0)) return;
    const details = section(menu.putAside);
    details.classList.add('put-aside');
    details.append(el('p', { class: 'rule-note' }, menu.putAsideIntro));
    for (const { part, backups } of parts)
      backups.forEach((backup, index) => {
        const when =
          backup.savedAt === null
            ? menu.putAsideEarlier
            : menu.putAsideWhen(new Date(backup.savedAt).toLocaleString(this.messages.lang));
        const item = el('div', { class: 'put-aside-item' });
        item.append(el('p', {}, `${menu.putAsideParts[part]}, ${when}`));
        const download = el('button', { type: 'button' }, menu.download);
        download.addEventListener('click', () =>
          this.downloadText(backup.raw, `patience-${part}-put-aside-${index + 1}.json`),
        );
        item.append(download);
        for (const { record, session } of part === 'game' ? gamesInBackup(backup) : []) {
          const title = this.messages.games[kindKey(session.game.kind) as keyof Messages['games']].title;
          const play = el(
            'button',
            { type: 'button' },
            menu.playAgain(title, session.game.layout.deal, session.game.moveCount),
          );
          play.addEventListener('click', () => this.importText(JSON.stringify(record), menu.takenUp));
          item.append(play);
        }
        details.append(item);
      });
  }

  /** Loads a record given as text; a bad record gets a clear message and changes nothing. */
  importText(text: string, done = this.messages.menu.imported): void {
    const loaded = sessionFromRecord(text);
    if (!loaded.ok) {
      this.importError(this.messages.menu.badFile(this.messages.engineText(loaded.error)));
      return;
    }
    this.menu.close();
    this.settle(this.session, true);
    this.forgetSaved(this.session);
    // A game that arrives already won was not won here: it never counts.
    if (loaded.value.game.status() === 'won') loaded.value.counted = true;
    this.useSession(loaded.value);
    this.say(done);
  }

  private importError(text: string): void {
    this.say(text);
    this.notice(text);
  }
}
