// What a returned direct debit (an R-transaction with its ISO reason code)
// means for the next collection of that receipt (docs/payments.md; SEPA Core rulebook
// reason codes). The code table is the bank's; the actions are Amparo's.

export type ReturnAction =
  /** Present the receipt again in a later file, after the configured days. */
  | 'present_again'
  /** No more automatic collection; ask the customer (refusal, refund request). */
  | 'stop_ask_customer'
  /** No more debits on this account; send the customer a link to give a new IBAN or pay by card. */
  | 'stop_new_account';

export type ReturnReason = { code: string; label: string; action: ReturnAction };

/** Presentations of one receipt after which an insufficient-funds return stops being retried. */
export const MAX_COLLECTION_ATTEMPTS = 3;

export const RETURN_REASONS: Readonly<Record<string, Omit<ReturnReason, 'code'>>> = {
  AM04: { label: 'Fondos insuficientes', action: 'present_again' },
  MS03: { label: 'Motivo no especificado por el banco', action: 'present_again' },
  MD06: { label: 'Devolución solicitada por el cliente', action: 'stop_ask_customer' },
  MS02: { label: 'Cargo rechazado por el cliente', action: 'stop_ask_customer' },
  SL01: { label: 'Servicio específico del banco del cliente', action: 'stop_ask_customer' },
  AC01: { label: 'Número de cuenta incorrecto', action: 'stop_new_account' },
  AC04: { label: 'Cuenta cancelada', action: 'stop_new_account' },
  AC06: { label: 'Cuenta bloqueada', action: 'stop_new_account' },
  AC13: { label: 'La cuenta es de un consumidor', action: 'stop_new_account' },
  AG01: { label: 'La cuenta no admite adeudos', action: 'stop_new_account' },
  AG02: { label: 'Código de operación no válido', action: 'stop_ask_customer' },
  MD01: { label: 'Sin mandato válido', action: 'stop_new_account' },
  MD07: { label: 'Titular fallecido', action: 'stop_ask_customer' },
  BE05: { label: 'Acreedor no reconocido', action: 'stop_ask_customer' },
  RC01: { label: 'BIC incorrecto', action: 'stop_new_account' },
  RR01: { label: 'Faltan datos del deudor (normativa)', action: 'stop_new_account' },
  RR02: { label: 'Faltan nombre o dirección del deudor', action: 'stop_new_account' },
  RR03: { label: 'Faltan nombre o dirección del acreedor', action: 'stop_ask_customer' },
  RR04: { label: 'Motivo normativo', action: 'stop_ask_customer' },
  FF01: { label: 'Formato del fichero no válido', action: 'present_again' },
};

export const RETURN_REASON_CODE = /^[A-Z0-9]{4}$/;

/**
 * The reason and action for a code. A well-formed code we do not list stops
 * collection and asks the customer: debiting again blindly could cost a
 * second return fee, and staff can still present it by hand (pay-iban).
 */
export function returnReason(code: string): ReturnReason {
  const upper = code.trim().toUpperCase();
  const known = RETURN_REASONS[upper];
  return known
    ? { code: upper, ...known }
    : { code: upper, label: `Devolución (${upper})`, action: 'stop_ask_customer' };
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export type ReturnOutcome = {
  reason: ReturnReason;
  /** Stop automatic collection of this receipt. */
  stop: boolean;
  /** First collection date it may go in again; null when stopped. */
  nextCollectionDate: string | null;
  /** Send the customer the link to give a new account or pay by card. */
  askNewAccount: boolean;
};

/**
 * What happens to a receipt returned on `returnedOn` (YYYY-MM-DD) after
 * `attempts` presentations: insufficient funds goes again `representDays`
 * later until MAX_COLLECTION_ATTEMPTS, then stops like a refusal.
 */
export function returnOutcome(
  code: string,
  options: { returnedOn: string; attempts: number; representDays: number },
): ReturnOutcome {
  const reason = returnReason(code);
  if (reason.action === 'present_again' && options.attempts < MAX_COLLECTION_ATTEMPTS) {
    return {
      reason,
      stop: false,
      nextCollectionDate: addDays(options.returnedOn, options.representDays),
      askNewAccount: false,
    };
  }
  return {
    reason,
    stop: true,
    nextCollectionDate: null,
    askNewAccount: reason.action === 'stop_new_account',
  };
}

/**
 * The reason code on a direct debit the bank collected for a receipt that could no longer take it
 * (paid by other means meanwhile, deleted with its policy, its amount changed): the money is the
 * customer's, and staff refund it (apps/api collect-sepa-debits.ts).
 */
export const NOT_APPLIED_DEBIT = 'NO_APLICADO';

/** A movement's reason as staff read it: the bank's return reason, or a debit not applied. */
export function movementReasonText(code: string): string {
  if (code === NOT_APPLIED_DEBIT)
    return 'Cobrado por el banco sin aplicarse al recibo (ya estaba pagado o cambió): devuelve el importe al cliente';
  const reason = returnReason(code);
  return reason.label.includes(reason.code) ? reason.label : `${reason.code} · ${reason.label}`;
}
