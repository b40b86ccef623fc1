// The clock the solver's deadlines are read from: the platform's monotonic clock, unless the host sets another. The web
// game's worker sets one that stands still while the page draws the player's input (web/src/hints/step-aside.ts): every
// part of the solver reads the clock often to keep its deadline, which makes the reading the place to step aside.
let read: () => number = () => performance.now();

/** The solver's time now in milliseconds: every deadline and every reported time is read from it. */
export const solverNow = (): number => read();

/** Sets the clock the solver reads (milliseconds, never going back). */
export const setSolverClock = (clock: () => number): void => {
  read = clock;
};
