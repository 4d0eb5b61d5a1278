import { addDays, daysBetween } from './madrid-time.ts';

// The deadlines of a claim (docs/claims.md, Deadlines), as calendar days in Madrid.
// - Ley 50/1980 de Contrato de Seguro, art. 16: the policyholder reports the
//   loss within 7 days of knowing it (here: of the day it occurred).
// - Art. 18: the insurer pays at least the amount it surely owes within 40
//   days of receiving the declaration.
// - The desk's own target to close a claim, in days from the declaration (a setting).

export const CLAIM_REPORT_DAYS = 7;
export const CLAIM_MINIMUM_PAYMENT_DAYS = 40;
/**
 * The desk's own target to close a claim, in days from the declaration. Not a
 * setting yet (the settings table's keys are fixed by the contract): one month,
 * well inside the 40 days of art. 18 so the desk sees a claim go 'near' first.
 */
export const DESK_TARGET_DAYS = 30;

export type DeadlineState = 'ok' | 'near' | 'late';

export interface ClaimDeadline {
  /** Last day, 'YYYY-MM-DD' (inclusive). */
  due: string;
  state: DeadlineState;
  /** Days left until `due` (negative once past); null once the step is done. */
  days_left: number | null;
}

export interface ClaimDeadlinesInput {
  /** 'YYYY-MM-DD'. */
  occurredOn: string;
  /** Madrid day the claim was sent; null while a draft. */
  sentOn: string | null;
  /** Madrid day the claim was closed; null while open. */
  closedOn: string | null;
  /** Today in Madrid. */
  today: string;
  /** The desk's target to close, in days from the declaration; absent: no target. */
  targetDays?: number | null;
  /** How many days before a due date a deadline counts as near (default 2). */
  nearDays?: number;
}

export interface ClaimDeadlines {
  report: ClaimDeadline;
  /** Null until the claim is sent (the 40 days run from the declaration). */
  minimum_payment: ClaimDeadline | null;
  target: ClaimDeadline | null;
}

/** A step done by `doneOn` was on time or late; a step still open is ok, near or late by today. */
function deadline(due: string, doneOn: string | null, today: string, nearDays: number): ClaimDeadline {
  if (doneOn) return { due, state: doneOn > due ? 'late' : 'ok', days_left: null };
  const left = daysBetween(today, due);
  return { due, state: left < 0 ? 'late' : left <= nearDays ? 'near' : 'ok', days_left: left };
}

export function claimDeadlines(input: ClaimDeadlinesInput): ClaimDeadlines {
  const near = input.nearDays ?? 2;
  const report = deadline(addDays(input.occurredOn, CLAIM_REPORT_DAYS), input.sentOn, input.today, near);
  if (!input.sentOn) return { report, minimum_payment: null, target: null };
  const minimum_payment = deadline(
    addDays(input.sentOn, CLAIM_MINIMUM_PAYMENT_DAYS),
    input.closedOn,
    input.today,
    near,
  );
  const target =
    input.targetDays && input.targetDays > 0
      ? deadline(addDays(input.sentOn, input.targetDays), input.closedOn, input.today, near)
      : null;
  return { report, minimum_payment, target };
}

/** The worst state of a claim's deadlines, for the desk's list ('late' beats 'near' beats 'ok'). */
export function worstDeadlineState(deadlines: ClaimDeadlines): DeadlineState {
  const states = [deadlines.report, deadlines.minimum_payment, deadlines.target]
    .filter((d): d is ClaimDeadline => d !== null)
    .map((d) => d.state);
  if (states.includes('late')) return 'late';
  return states.includes('near') ? 'near' : 'ok';
}
