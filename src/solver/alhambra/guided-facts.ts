import type { Move } from '../../games/types.js';
import type { AlhambraRelaxation } from './sat-relaxation/relaxation.js';

// The facts of a line of play, the guided search's assumptions (`guided.ts`): the facts of the line played so far, in the relaxation's variables: which cards went home in
// which slot and to which foundation, which reserve cards were built onto the waste, when, onto which card and in
// which order, and which cards were not home (not built) by the end of the last slot that is over. Each fact is the
// value `lineAssignment` gives its variable for every line that begins with these moves, whatever follows: a slot,
// once the line has moved past it, gets no more events (slots only grow along a line: within a pass j is one past the
// stream card turned last, and a built card turned again comes after the stream card before its place and before the
// one after it), and a card home or built stays so. So if the relaxation has no solution under the facts, no winning
// line begins with this line; and since what can follow depends on the position alone, the position is lost however
// it was reached, and a table of lost positions may say so for every line that reaches it. A search that tries every
// legal move of every position it does not prune so, and finds no win, proves the deal lost.

/** The facts of a line of play in the relaxation's variables, kept move by move (card numbers as in `home`). */
export class LineFacts {
  private readonly stockSize: number;
  private readonly slotsPerPass: number;
  private readonly cardTotal: number;
  // Stock, waste and reserve piles as card numbers; the stock's next card is at `stockAt`.
  private stock: number[];
  private stockAt = 0;
  private waste: number[] = [];
  private readonly piles: number[][];
  private readonly homeSlot: Int32Array;
  private readonly buildSlot: Int32Array;
  // The line's length when each card went home (was built), and when the slot the line is in began: the depth from
  // which each short fact holds.
  private readonly homeDepth: Int32Array;
  private readonly buildDepth: Int32Array;
  private slotDepth = 0;
  // Where each card last went onto the waste (its j then): a built card turned again moves the slot up to it.
  private readonly position: Int32Array;
  // For each card of a copy pair: the pair's Ace variable, negated for the pair's second card (0 for none).
  private readonly aceVariable: Int32Array;
  private readonly otherCopy: Int32Array;
  private readonly choice = new Map<number, number>();
  private builds = 0;
  private pass = 0;
  private j = 0;
  private readonly undoLog: (() => void)[] = [];
  // The facts of the line's card moves (foundation choices and builds), one entry per move followed.
  private readonly lasting: number[][] = [];

  constructor(private readonly relaxation: AlhambraRelaxation) {
    const { layout, start } = relaxation;
    this.stockSize = layout.stock.length;
    this.slotsPerPass = this.stockSize + 1;
    this.cardTotal = relaxation.home.length;
    // From the relaxation's start: its first `turned` stream cards on the waste.
    this.stock = Array.from({ length: this.stockSize }, (_, index) => index);
    this.stockAt = start.turned;
    this.waste = this.stock.slice(0, start.turned);
    this.pass = start.pass;
    this.j = start.turned;
    let next = this.stockSize;
    this.piles = layout.reserve.map((pile) => pile.map(() => next++));
    this.homeSlot = new Int32Array(this.cardTotal).fill(-1);
    this.buildSlot = new Int32Array(this.cardTotal).fill(-1);
    this.homeDepth = new Int32Array(this.cardTotal);
    this.buildDepth = new Int32Array(this.cardTotal);
    this.position = new Int32Array(this.cardTotal).fill(-1);
    this.otherCopy = new Int32Array(this.cardTotal).fill(-1);
    this.aceVariable = new Int32Array(this.cardTotal);
    for (const { variable, first, second } of relaxation.aceChoices) {
      this.otherCopy[first] = second;
      this.otherCopy[second] = first;
      this.aceVariable[first] = variable;
      this.aceVariable[second] = -variable;
    }
    for (const { card, bridge, slot, variable } of relaxation.buildChoices)
      this.choice.set(this.choiceKey(card, bridge, slot), variable);
  }

  private choiceKey(card: number, bridge: number, slot: number): number {
    return (card * this.cardTotal + bridge) * 3 * this.slotsPerPass + slot;
  }

  private get slot(): number {
    return this.pass * this.slotsPerPass + this.j;
  }

  /** The slot a turn of the stock's next card starts (lineAssignment's rule). */
  private slotAfterTurn(): number {
    const card = this.stock[this.stockAt]!;
    const j = card < this.stockSize ? card + 1 : Math.max(this.j, this.position[card]!);
    return this.pass * this.slotsPerPass + j;
  }

  private sourcePile(move: Move & { type: 'transfer' }): number[] {
    return move.from.pile === 'waste' ? this.waste : this.piles[move.from.index]!;
  }

  /** The facts `move` adds to the line's (a legal move of the position the line reached). */
  factsOf(move: Move): number[] {
    const { relaxation } = this;
    const facts: number[] = [];
    if (move.type !== 'transfer') {
      const next = move.type === 'turn' ? this.slotAfterTurn() : (this.pass + 1) * this.slotsPerPass;
      // Every slot before `next` is over: a card not home (not built) by now is not by the end of slot next - 1.
      // The relaxation's clauses carry that back to every earlier slot.
      if (next > this.slot)
        for (let card = 0; card < this.cardTotal; card++) {
          if (this.homeSlot[card]! >= 0) continue;
          facts.push(-relaxation.home[card]![next - 1]!);
          if (card >= this.stockSize && this.buildSlot[card]! < 0) facts.push(-relaxation.built[card]![next - 1]!);
        }
      return facts;
    }
    const pile = this.sourcePile(move);
    const card = pile[pile.length - 1]!;
    const slot = this.slot;
    if (move.to.pile === 'ace' || move.to.pile === 'king') {
      facts.push(relaxation.home[card]![slot]!);
      const aceVariable = this.aceVariable[card]!;
      // Each foundation takes one copy of each rank: the first copy home settles the pair.
      if (aceVariable !== 0 && this.homeSlot[this.otherCopy[card]!]! < 0)
        facts.push(move.to.pile === 'ace' ? aceVariable : -aceVariable);
    } else if (card >= this.stockSize && this.buildSlot[card]! < 0) {
      // A reserve card's build: its slot, its bridge (the waste's top), its place and how many builds came before.
      facts.push(relaxation.built[card]![slot]!);
      const bridge = this.waste[this.waste.length - 1];
      const choice = bridge === undefined ? undefined : this.choice.get(this.choiceKey(card, bridge, slot));
      // Every real build is one of the relaxation's choices (it is sound); without one the fact is left out.
      if (choice !== undefined) facts.push(choice);
      const atOrBefore = relaxation.atOrBefore[card]!;
      facts.push(atOrBefore[this.j]!);
      if (this.j > 0) facts.push(-atOrBefore[this.j - 1]!);
      const builtAfterAtLeast = relaxation.builtAfterAtLeast[card]!;
      if (this.builds > 0 && this.builds - 1 < builtAfterAtLeast.length)
        facts.push(builtAfterAtLeast[this.builds - 1]!);
      if (this.builds < builtAfterAtLeast.length) facts.push(-builtAfterAtLeast[this.builds]!);
    }
    return facts;
  }

  /**
   * The facts of the line so far, kept short: per card only the last slot it was not home (not built) by, and the
   * slot it went home (was built) in; a reserve card home from its pile is never built. The relaxation's clauses (home
   * and built stay so) give the rest, so this says at least as much as every fact `factsOf` gave along the line, in a
   * few hundred literals instead of tens of thousands. Each comes with the line's length from which it holds
   * (`depths`). (Ordering them by depth, so that the SAT solver, which takes assumptions in order, would rest its
   * refutations on early facts, changed its plans for the worse: on 5 hard standard deals, one won alone at 4.2 s was
   * then not won at 10 s.)
   */
  assumptionsByDepth(): { literals: number[]; depths: number[] } {
    const { relaxation } = this;
    const assumed: number[] = [];
    const from: number[] = [];
    const add = (literal: number, depth: number): void => {
      assumed.push(literal);
      from.push(depth);
    };
    const over = this.slot - 1;
    for (let card = 0; card < this.cardTotal; card++) {
      const home = relaxation.home[card]!;
      const homeSlot = this.homeSlot[card]!;
      const homeDepth = this.homeDepth[card]!;
      if (homeSlot >= 0) {
        add(home[homeSlot]!, homeDepth);
        if (homeSlot > 0) add(-home[homeSlot - 1]!, homeDepth);
      } else if (over >= 0) add(-home[over]!, this.slotDepth);
      if (card < this.stockSize) continue;
      const built = relaxation.built[card]!;
      const buildSlot = this.buildSlot[card]!;
      if (buildSlot >= 0) {
        add(built[buildSlot]!, this.buildDepth[card]!);
        if (buildSlot > 0) add(-built[buildSlot - 1]!, this.buildDepth[card]!);
      } else if (homeSlot >= 0) add(-built[built.length - 1]!, homeDepth);
      else if (over >= 0) add(-built[over]!, this.slotDepth);
    }
    for (const [index, facts] of this.lasting.entries()) for (const literal of facts) add(literal, index + 1);
    return { literals: assumed, depths: from };
  }

  /** The number of moves followed. */
  get depth(): number {
    return this.lasting.length;
  }

  /** Follows `move` (legal in the position the line reached). */
  play(move: Move): void {
    this.lasting.push(move.type === 'transfer' ? this.factsOf(move) : []);
    const { slotDepth } = this;
    if (move.type === 'turn') {
      const j = this.j;
      const card = this.stock[this.stockAt++]!;
      this.waste.push(card);
      this.j = card < this.stockSize ? card + 1 : Math.max(j, this.position[card]!);
      if (this.j > j) this.slotDepth = this.depth;
      this.undoLog.push(() => {
        this.waste.pop();
        this.stockAt--;
        this.j = j;
        this.slotDepth = slotDepth;
      });
    } else if (move.type === 'redeal') {
      const { stock, stockAt, waste, j } = this;
      this.stock = waste;
      this.stockAt = 0;
      this.waste = [];
      this.pass++;
      this.j = 0;
      this.slotDepth = this.depth;
      this.undoLog.push(() => {
        this.stock = stock;
        this.stockAt = stockAt;
        this.waste = waste;
        this.pass--;
        this.j = j;
        this.slotDepth = slotDepth;
      });
    } else {
      const pile = this.sourcePile(move);
      const card = pile.pop()!;
      if (move.to.pile === 'ace' || move.to.pile === 'king') {
        this.homeSlot[card] = this.slot;
        this.homeDepth[card] = this.depth;
        this.undoLog.push(() => {
          this.homeSlot[card] = -1;
          pile.push(card);
        });
      } else {
        const position = this.position[card]!;
        const firstBuild = card >= this.stockSize && this.buildSlot[card]! < 0;
        this.position[card] = this.j;
        this.waste.push(card);
        if (firstBuild) {
          this.buildSlot[card] = this.slot;
          this.buildDepth[card] = this.depth;
          this.builds++;
        }
        this.undoLog.push(() => {
          this.waste.pop();
          this.position[card] = position;
          if (firstBuild) {
            this.buildSlot[card] = -1;
            this.builds--;
          }
          pile.push(card);
        });
      }
    }
  }

  /** Takes back the last move followed. */
  undo(): void {
    this.lasting.pop();
    this.undoLog.pop()?.();
  }
}

/** The facts each move of `moves` (a line of the relaxation's game from the deal's start) adds, move by move. */
export const factsAlongLine = (relaxation: AlhambraRelaxation, moves: readonly Move[]): number[][] => {
  const facts = new LineFacts(relaxation);
  return moves.map((move) => {
    const added = facts.factsOf(move);
    facts.play(move);
    return added;
  });
};

/**
 * The short facts (`assumptionsByDepth`) of each beginning of the line `moves` of the relaxation's game from the deal's
 * start, by its length (0 to the line's length), each fact with the length of the beginning from which it holds.
 */
export const assumptionsAlongLine = (
  relaxation: AlhambraRelaxation,
  moves: readonly Move[],
): { literals: number[]; depths: number[] }[] => {
  const facts = new LineFacts(relaxation);
  const along = [facts.assumptionsByDepth()];
  for (const move of moves) {
    facts.play(move);
    along.push(facts.assumptionsByDepth());
  }
  return along;
};

/** The variables a plan's fit to a move is judged by: every fact `LineFacts` can give is about one of them. */
export const factVariables = (relaxation: AlhambraRelaxation): number[] => {
  const variables: number[] = [];
  for (let card = 0; card < relaxation.home.length; card++)
    variables.push(
      ...relaxation.home[card]!,
      ...relaxation.built[card]!,
      ...relaxation.atOrBefore[card]!,
      ...relaxation.builtAfterAtLeast[card]!,
    );
  for (const { variable } of relaxation.aceChoices) variables.push(variable);
  for (const { variable } of relaxation.buildChoices) variables.push(variable);
  return variables;
};
