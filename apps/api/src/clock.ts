/**
 * The current time, as the app reads it: routes, use-cases and jobs take `now` from here (through
 * the request's context), never from `new Date()`, so a test can set the day and the hour.
 */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock a test moves by hand: starts at `start` and stays there until set or advanced. */
export function manualClock(
  start: Date | string,
): Clock & { set(at: Date | string): void; advance(ms: number): void } {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (at) => {
      current = new Date(at);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}
