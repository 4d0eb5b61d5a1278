// SEPA Core direct debit rules (spec 7 SEPA files, spec 9 payment type 3): the
// creditor identifier, mandate references, the sequence type of each debit and
// what a bank return (R-transaction) means for the next collections.
import { mod97, normalizeIban } from './iban.ts';

/**
 * Creditor identifier (EPC262-08): country, 2 check digits, a 3-character
 * business code the check ignores, then the national id (in Spain the NIF).
 * The check digits are ISO 7064 mod 97-10 over national id + country + '00',
 * the same arithmetic as an IBAN.
 */
export function isValidCreditorId(value: string): boolean {
  const id = value.replace(/\s/g, '').toUpperCase();
  const match = /^([A-Z]{2})(\d{2})[A-Z0-9]{3}([A-Z0-9]{1,28})$/.exec(id);
  if (!match) return false;
  const [, country, check, nationalId] = match;
  return mod97(`${nationalId}${country}${check}`) === 1;
}

/** The check digits a creditor identifier needs for its country and national id. */
export function creditorIdCheckDigits(country: string, nationalId: string): string {
  return String(98 - mod97(`${nationalId.toUpperCase()}${country.toUpperCase()}00`)).padStart(2, '0');
}

/**
 * Identifiers in a SEPA file (mandate reference, end-to-end id, message id):
 * at most 35 characters of the EPC basic Latin set without spaces, never
 * starting or ending with '/' and never containing '//' (EPC C2B guidelines).
 */
export const MANDATE_REFERENCE_MAX = 35;
const SEPA_ID_CHARS = /^[A-Za-z0-9/\-?:().,'+]+$/;

export type MandateReferenceProblem = 'empty' | 'too_long' | 'bad_characters' | 'bad_slashes';

export function mandateReferenceProblem(value: string): MandateReferenceProblem | null {
  if (value.length === 0) return 'empty';
  if (value.length > MANDATE_REFERENCE_MAX) return 'too_long';
  if (!SEPA_ID_CHARS.test(value)) return 'bad_characters';
  if (value.startsWith('/') || value.endsWith('/') || value.includes('//')) return 'bad_slashes';
  return null;
}

/** The mandate reference Amparo gives a policy's mandate: unique because it carries the policy and the time. */
export function newMandateReference(policyId: number, now: Date): string {
  return `AMP-M-${String(policyId).padStart(8, '0')}-${now.getTime().toString(36).toUpperCase()}`;
}

/**
 * Free text (names, remittance information) in the EPC basic Latin set:
 * accents dropped (Martín -> Martin, ñ -> n), anything else becomes a space,
 * cut to the field's length. Banks reject a file with other characters.
 */
export function sepaText(value: string, max: number): string {
  const plain = value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.slice(0, max).trim() || 'NOTPROVIDED';
}

/**
 * The part of an IBAN that names the bank, where the country's layout is
 * known (ES entity, PT bank, FR bank, DE Bankleitzahl, IT ABI, NL and BE bank
 * codes); null elsewhere, and the caller must then assume the bank changed.
 */
const BANK_CODE_SPAN: Readonly<Record<string, [number, number]>> = {
  ES: [4, 8],
  PT: [4, 8],
  FR: [4, 9],
  DE: [4, 12],
  IT: [5, 10],
  NL: [4, 8],
  BE: [4, 7],
};

export function ibanBankCode(iban: string): string | null {
  const value = normalizeIban(iban);
  const span = BANK_CODE_SPAN[value.slice(0, 2)];
  return span ? `${value.slice(0, 2)}${value.slice(span[0], span[1])}` : null;
}

export type SepaSequenceType = 'FRST' | 'RCUR';

export type MandateState = {
  iban: string;
  /** When the mandate's first debit went to the bank; null if never. */
  firstCollectedAt: Date | string | null;
  /** The account debited before the IBAN changed on this mandate (amendment not yet sent). */
  amendedFromIban: string | null;
};

export type SequenceDecision = {
  sequenceType: SepaSequenceType;
  /** Present when this debit must carry the mandate amendment (AmdmntInd true). */
  amendment: { originalIban: string; newDebtorAgent: boolean } | null;
};

/**
 * The sequence type of the next debit on a mandate and its amendment details.
 * - Never collected: FRST, no amendment (the bank sees the mandate for the first time).
 * - Collected before: RCUR.
 * - The IBAN changed since the last debit: the next debit carries AmdmntInd
 *   true with OrgnlDbtrAcct (the old IBAN). If the new account is at another
 *   bank (or we cannot tell), it also carries OrgnlDbtrAgt 'SMNDA' and goes as
 *   FRST: rulebook 9.2 (Nov 2016) made FRST optional there, but it is still
 *   accepted and is what banks expect when the debtor bank changed.
 */
export function nextSequence(mandate: MandateState): SequenceDecision {
  // A mandate never collected has nothing to amend: the bank sees it first with the new account.
  if (mandate.firstCollectedAt === null) return { sequenceType: 'FRST', amendment: null };
  const original = mandate.amendedFromIban ? normalizeIban(mandate.amendedFromIban) : null;
  if (!original || original === normalizeIban(mandate.iban)) return { sequenceType: 'RCUR', amendment: null };
  const before = ibanBankCode(original);
  const newDebtorAgent = before === null || before !== ibanBankCode(mandate.iban);
  return {
    sequenceType: newDebtorAgent ? 'FRST' : 'RCUR',
    amendment: { originalIban: original, newDebtorAgent },
  };
}
