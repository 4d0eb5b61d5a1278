import { addDays } from './madrid-time.ts';
import { STORED_CARD_MAX_ATTEMPTS, STORED_CARD_RETRY_DAYS } from './refunds.ts';
import { MAX_COLLECTION_ATTEMPTS, returnOutcome } from './sepa-returns.ts';
import {
  coverResumesOn,
  extinctionOn,
  SUSPENSION_WARNING_DAYS,
  suspensionStartsOn,
} from './unpaid-premium.ts';

// The dunning of one unpaid receipt as one list of dated steps (docs/payments.md "Unpaid receipts"):
// the collection's own tries (the stored card every 3 days, 4 in all; a direct debit presented again
// after an insufficient-funds return, 3 presentations in all), the mail asking the customer, and for a
// later receipt the steps of LCS art. 15 (warned a week before cover is suspended, suspended a month
// after the due date, the contract extinguished six months after it). Each step is done, the next one,
// planned, or dropped once the receipt is paid. The rules are the ones the jobs apply; this reads them
// back for the policy page.

export type DunningStepKey =
  | 'card_attempt'
  | 'sepa_presentation'
  | 'ask_customer'
  | 'suspension_warning'
  | 'suspended'
  | 'extinguished'
  | 'paid'
  | 'cover_resumes';

export type DunningStepState = 'done' | 'next' | 'planned';

export interface DunningStep {
  key: DunningStepKey;
  /** What happens, in Spanish, with the attempt's number or the bank's reason where there is one. */
  label: string;
  /** YYYY-MM-DD, done or planned; null when it waits for something without a date (a presentation). */
  on: string | null;
  state: DunningStepState;
}

/** A collection attempt of the receipt: a stored-card charge, or a direct debit and its return if any. */
export type DunningMovement =
  | { kind: 'card_charge'; on: string; ok: boolean }
  | { kind: 'sepa_debit'; on: string; returned: { on: string; code: string } | null };

export interface DunningInput {
  dueOn: string;
  paidOn: string | null;
  /** The policy's first receipt: its unpaid case closes the booking instead (LCS art. 15.1). */
  isFirst: boolean;
  method: 'card' | 'sepa' | 'other';
  movements: readonly DunningMovement[];
  /** Days after an insufficient-funds return before presenting again (settings). */
  representDays: number;
  today: string;
}

/** A try still to make is made on the next run: never on a day already gone. */
const notBefore = (day: string, today: string) => (day < today ? today : day);

/** The card's attempts: each refused one done, the next 3 days after the last refusal. */
function cardSteps(input: DunningInput, push: (step: Omit<DunningStep, 'state'>, done: boolean) => void) {
  const charges = input.movements
    .filter((m): m is Extract<DunningMovement, { kind: 'card_charge' }> => m.kind === 'card_charge')
    .sort((a, b) => a.on.localeCompare(b.on));
  let next = input.dueOn;
  for (let attempt = 1; attempt <= STORED_CARD_MAX_ATTEMPTS; attempt += 1) {
    const charge = charges[attempt - 1];
    const label = `Cargo ${attempt} de ${STORED_CARD_MAX_ATTEMPTS} a la tarjeta`;
    if (charge) {
      push(
        { key: 'card_attempt', label: `${label}: ${charge.ok ? 'cobrado' : 'rechazado'}`, on: charge.on },
        true,
      );
      if (charge.ok) return;
      next = addDays(charge.on, STORED_CARD_RETRY_DAYS);
    } else {
      if (input.paidOn) return;
      const on = notBefore(next, input.today);
      push({ key: 'card_attempt', label, on }, false);
      next = addDays(on, STORED_CARD_RETRY_DAYS);
    }
  }
  const fourth = charges[STORED_CARD_MAX_ATTEMPTS - 1];
  push(
    {
      key: 'ask_customer',
      label: 'Correo al cliente para que pague con otra tarjeta o por transferencia',
      on: fourth?.on ?? null,
    },
    fourth !== undefined && !fourth.ok,
  );
}

/** The direct debit's presentations: again after an insufficient-funds return, else the customer is asked. */
function sepaSteps(input: DunningInput, push: (step: Omit<DunningStep, 'state'>, done: boolean) => void) {
  const debits = input.movements
    .filter((m): m is Extract<DunningMovement, { kind: 'sepa_debit' }> => m.kind === 'sepa_debit')
    .sort((a, b) => a.on.localeCompare(b.on));
  let next: string | null = input.dueOn;
  for (let attempt = 1; attempt <= MAX_COLLECTION_ATTEMPTS; attempt += 1) {
    const debit = debits[attempt - 1];
    const label = `Presentación ${attempt} de ${MAX_COLLECTION_ATTEMPTS} al banco`;
    if (!debit) {
      if (input.paidOn || next === null) return;
      push({ key: 'sepa_presentation', label, on: notBefore(next, input.today) }, false);
      return;
    }
    if (!debit.returned) {
      push(
        {
          key: 'sepa_presentation',
          label: `${label}: ${input.paidOn ? 'cobrada' : 'enviada'}`,
          on: debit.on,
        },
        true,
      );
      return;
    }
    const outcome = returnOutcome(debit.returned.code, {
      returnedOn: debit.returned.on,
      attempts: attempt,
      representDays: input.representDays,
    });
    push(
      {
        key: 'sepa_presentation',
        label: `${label}: devuelta (${debit.returned.code}, ${outcome.reason.label.toLowerCase()})`,
        on: debit.on,
      },
      true,
    );
    if (outcome.stop) {
      push(
        {
          key: 'ask_customer',
          label: outcome.askNewAccount
            ? 'Correo al cliente para que dé otra cuenta o pague con tarjeta'
            : 'Correo al cliente para que pague el recibo',
          on: debit.returned.on,
        },
        true,
      );
      return;
    }
    next = outcome.nextCollectionDate;
  }
}

/** The dunning steps of one receipt, oldest first. */
export function dunningSteps(input: DunningInput): DunningStep[] {
  const steps: DunningStep[] = [];
  let nextGiven = false;
  const push = (step: Omit<DunningStep, 'state'>, done: boolean) => {
    let state: DunningStepState = done ? 'done' : 'planned';
    if (!done && !nextGiven) {
      state = 'next';
      nextGiven = true;
    }
    steps.push({ ...step, state });
  };
  if (input.method === 'card') cardSteps(input, push);
  else if (input.method === 'sepa') sepaSteps(input, push);
  const paid = input.paidOn;
  if (!input.isFirst) {
    const since = suspensionStartsOn(input.dueOn);
    const legal: Omit<DunningStep, 'state'>[] = [
      {
        key: 'suspension_warning',
        label: 'Aviso al cliente: la cobertura se suspende en una semana',
        on: addDays(since, -SUSPENSION_WARNING_DAYS),
      },
      { key: 'suspended', label: 'Cobertura suspendida (art. 15 LCS, un mes sin pagar)', on: since },
      {
        key: 'extinguished',
        label: 'Contrato extinguido (seis meses sin pagar) y correo final',
        on: extinctionOn(input.dueOn),
      },
    ];
    // A step that fell before the payment happened; the later ones no longer will.
    for (const step of legal)
      if (!paid || (step.on !== null && step.on <= paid))
        push(step, step.on !== null && step.on <= input.today);
  }
  if (paid) {
    push({ key: 'paid', label: 'Recibo pagado', on: paid }, true);
    if (!input.isFirst && suspensionStartsOn(input.dueOn) <= paid)
      push(
        {
          key: 'cover_resumes',
          label: 'Cobertura de nuevo desde el día siguiente al pago',
          on: coverResumesOn(paid),
        },
        true,
      );
  }
  return steps;
}
