import { EVALUATION_POLL_ATTEMPTS, EVALUATION_POLL_INTERVAL_MS } from './constants.ts';
import { EvaluationStatus } from './enums.ts';

// Outcome of the photo check (spec 4, "Evaluation outcome").

export type EvaluationOutcome = 'Validated' | 'Rejected' | 'Breakage';

/** Response of GET policies/{policyId}/risk/{riskId}/evaluation-status (spec 7). */
export interface EvaluationStatusResponse {
  /** An EvaluationStatus id. */
  status: number;
  frontal?: { label?: string | null } | null;
  trasera?: { label?: string | null } | null;
  payment_link?: string | null;
  /**
   * The card flag. The spec names it after a retail partner's card without
   * giving the name; we call it `partner_card`. Truthy means the customer pays
   * with the partner's card, so the payment step is skipped.
   */
  partner_card?: boolean | number | null;
}

/**
 * Both photo labels 'Validated' → Validated; either 'Rejected' → Rejected;
 * anything else (breakage found, or labels missing) → Breakage.
 */
export function evaluationOutcome(
  response: Pick<EvaluationStatusResponse, 'frontal' | 'trasera'>,
): EvaluationOutcome {
  const front = response.frontal?.label;
  const back = response.trasera?.label;
  if (front === 'Validated' && back === 'Validated') return 'Validated';
  if (front === 'Rejected' || back === 'Rejected') return 'Rejected';
  return 'Breakage';
}

/**
 * Spec 4 status of a decided check: Validated when both labels are, otherwise
 * Rejected (a breakage is a refusal with that label).
 */
export function decidedEvaluationStatus(
  frontal: EvaluationOutcome,
  trasera: EvaluationOutcome,
): typeof EvaluationStatus.VALIDATED | typeof EvaluationStatus.REJECTED {
  return evaluationOutcome({ frontal: { label: frontal }, trasera: { label: trasera } }) === 'Validated'
    ? EvaluationStatus.VALIDATED
    : EvaluationStatus.REJECTED;
}

/** Still waiting for the check: status undefined or pending. */
export function isEvaluationWaiting(status: number): boolean {
  return status === EvaluationStatus.UNDEFINED || status === EvaluationStatus.PENDING;
}

/** Validated check with the partner card flag set: payment is skipped (spec 4). */
export function shouldSkipPayment(response: EvaluationStatusResponse): boolean {
  return evaluationOutcome(response) === 'Validated' && Boolean(response.partner_card);
}

export interface PollOptions<R extends EvaluationStatusResponse = EvaluationStatusResponse> {
  attempts?: number;
  intervalMs?: number;
  /** Injected so tests and callers control time; defaults to a setTimeout promise. */
  sleep?: (ms: number) => Promise<void>;
  /** Stops asking before the last call when the answer says waiting is pointless (e.g. an expert decides). */
  stopWhen?: (response: R) => boolean;
}

const defaultSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls until the status is no longer waiting: at most `attempts` calls (12)
 * with `intervalMs` (5000) between them and no wait after the last call. A
 * check that never finishes counts as Rejected (spec 4). `status` is the last
 * response received. Errors from `fetchStatus` propagate to the caller.
 */
export async function pollEvaluation<R extends EvaluationStatusResponse>(
  fetchStatus: () => Promise<R>,
  options: PollOptions<R> = {},
): Promise<{ outcome: EvaluationOutcome; status: R }> {
  const attempts = Math.max(1, options.attempts ?? EVALUATION_POLL_ATTEMPTS);
  const intervalMs = options.intervalMs ?? EVALUATION_POLL_INTERVAL_MS;
  const sleep = options.sleep ?? defaultSleep;
  let response = await fetchStatus();
  const stop = options.stopWhen ?? (() => false);
  for (
    let attempt = 1;
    attempt < attempts && isEvaluationWaiting(response.status) && !stop(response);
    attempt++
  ) {
    await sleep(intervalMs);
    response = await fetchStatus();
  }
  const outcome = isEvaluationWaiting(response.status) ? 'Rejected' : evaluationOutcome(response);
  return { outcome, status: response };
}
