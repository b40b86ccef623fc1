import type { Messages } from './i18n/en.js';
import type { State } from './model/state.js';
import type { Persister } from './persist/persister.js';
import type { StorageLike } from './persist/storage.js';
import type { BoardView } from './view/board.js';
import type { Feedback } from './view/feedback.js';
import type { Flights } from './view/flights.js';
import type { Frame } from './view/frame.js';
import type { Page } from './view/page.js';

/** What the parts of the running game share: the state, the words, the page, and the ways to draw, speak and save. */
export interface Ctx {
  readonly state: State;
  readonly messages: Messages;
  readonly storage: StorageLike;
  readonly page: Page;
  readonly frame: Frame;
  readonly board: BoardView;
  readonly flights: Flights;
  readonly feedback: Feedback;
  readonly persister: Persister;
}
