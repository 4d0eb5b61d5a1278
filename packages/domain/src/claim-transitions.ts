import { ClaimStatus } from './enums.ts';

// Which status changes the claims desk may make (spec 4: 1 opened,
// 2 closed, 4 documentation rejected; a denial is a closing with notify_denied).

export type ClaimStatusTarget = 'opened' | 'closed' | 'denied';

/** What the transition rule reads of a claim. */
export interface ClaimStatusState {
  /** False while the customer has not sent it: a draft is not the desk's yet. */
  isSent: boolean;
  internalStatus: number;
  notifyDenied: boolean;
}

export type ClaimStatusRefusal =
  /** A draft: nothing to change until the customer sends it. */
  | 'claim_draft'
  /** A closed claim cannot be denied or closed otherwise: reopen it first. */
  | 'claim_closed';

export type ClaimStatusTransition =
  | {
      kind: 'change';
      /** The internal_status it goes to. */
      status: ClaimStatus;
      /** Sets closed_at (closing or denying). */
      closes: boolean;
      /** Clears closed_at and any denial (reopening). */
      reopens: boolean;
      /** Sets notify_denied and the reason the customer sees. */
      denies: boolean;
    }
  /** Already there: a replay, or a change nobody needs. */
  | { kind: 'unchanged' }
  | { kind: 'refused'; refusal: ClaimStatusRefusal };

const isClosed = (state: ClaimStatusState) => state.internalStatus === ClaimStatus.CLOSED;

const change = (status: ClaimStatus, effects: { closes?: boolean; reopens?: boolean; denies?: boolean }) =>
  ({
    kind: 'change',
    status,
    closes: effects.closes ?? false,
    reopens: effects.reopens ?? false,
    denies: effects.denies ?? false,
  }) as const;

/**
 * The desk's status change:
 * - opened: reopens a closed (or denied) claim, or takes a claim whose
 *   documents were rejected back to the desk's work; an open one is unchanged.
 * - closed: closes an open claim (status 1 or 4); a closed one is unchanged,
 *   a denied one refused (it is closed already, with a reason the customer read).
 * - denied: closes an open claim with the reason; a denied one is unchanged,
 *   one closed without a denial refused (reopen it first, then deny).
 */
export function claimStatusTransition(
  state: ClaimStatusState,
  target: ClaimStatusTarget,
): ClaimStatusTransition {
  if (!state.isSent) return { kind: 'refused', refusal: 'claim_draft' };
  switch (target) {
    case 'opened':
      if (isClosed(state)) return change(ClaimStatus.OPENED, { reopens: true });
      return state.internalStatus === ClaimStatus.OPENED
        ? { kind: 'unchanged' }
        : change(ClaimStatus.OPENED, {});
    case 'closed':
      if (!isClosed(state)) return change(ClaimStatus.CLOSED, { closes: true });
      return state.notifyDenied ? { kind: 'refused', refusal: 'claim_closed' } : { kind: 'unchanged' };
    case 'denied':
      if (!isClosed(state)) return change(ClaimStatus.CLOSED, { closes: true, denies: true });
      return state.notifyDenied ? { kind: 'unchanged' } : { kind: 'refused', refusal: 'claim_closed' };
  }
}
