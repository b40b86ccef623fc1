import { err, ok, type Result } from '../core/result.js';
import type { IllegalMove } from './errors.js';
import type { GameId, GameVariant } from './ids.js';
import type { Layout } from './layout.js';
import { isMove } from './piles.js';
import type { Engine, Move, Status } from './types.js';

/**
 * What every engine shares: a history of entries (a move code in the bits below `codeMask`, with whatever the engine
 * needs for undo above them) and the checked, allocating API built on the fast move-code API.
 */
export abstract class BaseGame implements Engine {
  abstract readonly family: GameId;
  abstract readonly kind: GameVariant;
  abstract readonly layout: Layout;
  abstract readonly cardCount: number;
  abstract cardsHome: number;
  protected readonly entries: number[] = [];

  constructor(private readonly codeMask: number) {}

  abstract generateMoveCodes(out: number[]): number;
  abstract playCode(code: number): void;
  abstract undoCode(): number;
  abstract moveOfCode(code: number): Move;
  abstract codeOfMove(move: Move): number | undefined;
  /** Why a move of the right shape is not legal here, or undefined if it is. */
  protected abstract explainIllegalMove(move: Move): IllegalMove | undefined;
  /** A new game at the start of the same layout. */
  protected abstract restart(): BaseGame;

  get moveCount(): number {
    return this.entries.length;
  }

  legalMoves(): Move[] {
    const codes: number[] = [];
    const count = this.generateMoveCodes(codes);
    return codes.slice(0, count).map((code) => this.moveOfCode(code));
  }

  explainIllegal(move: Move): IllegalMove | undefined {
    return isMove(move) ? this.explainIllegalMove(move) : { code: 'move.malformed' };
  }

  play(move: Move): Result<Move, IllegalMove> {
    const problem = this.explainIllegal(move);
    if (problem !== undefined) return err(problem);
    this.playCode(this.codeOfMove(move)!);
    return ok(move);
  }

  undo(): Move | undefined {
    const code = this.undoCode();
    return code < 0 ? undefined : this.moveOfCode(code);
  }

  status(): Status {
    if (this.cardsHome === this.cardCount) return 'won';
    return this.generateMoveCodes([]) === 0 ? 'lost' : 'playing';
  }

  history(): Move[] {
    return this.entries.map((entry) => this.moveOfCode(entry & this.codeMask));
  }

  clone(): this {
    const copy = this.restart();
    for (const entry of this.entries) copy.playCode(entry & this.codeMask);
    return copy as this;
  }
}
