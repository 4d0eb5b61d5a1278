import { PolicyStatus } from './enums.ts';
import { isValidSpanishPhone, nationalSpanishPhone } from './phone.ts';

// The one-time code of a contract signing (docs/signature.md): its limits, and how a
// destination is shown to the signer without giving it away.

/**
 * Why a policy's contract cannot be signed now, or null when it can: only a
 * policy active, paid and not yet signed (status 2) is signed.
 */
export function contractSigningRefusal(
  status: number | null | undefined,
): 'POLICY_ALREADY_SIGNED' | 'POLICY_NOT_SIGNABLE' | null {
  if (status === PolicyStatus.ACTIVE_PAID_SIGNED) return 'POLICY_ALREADY_SIGNED';
  if (status !== PolicyStatus.ACTIVE_PAID_UNSIGNED) return 'POLICY_NOT_SIGNABLE';
  return null;
}

/**
 * A signing nobody touches for 7 days lapses: the life of the signing link
 * mailed for it (capability tokens live 7 days), so a signing never ends
 * before its newest link. Every touch (a link sent, the contract opened, a
 * code sent or tried) starts the 7 days again. The spec is silent; this is
 * our rule (docs/signature.md).
 */
export const SIGNING_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** When an open signing last touched at `lastTouchedAt` lapses. */
export const signingLapsesAt = (lastTouchedAt: Date) => new Date(lastTouchedAt.getTime() + SIGNING_WINDOW_MS);

/**
 * Whether a signing has lapsed and is to be written 'expired': only an open
 * (pending) one, once its window is over or when its provider says so.
 */
export function signingLapsed(
  signing: { status: string; updated_at: Date },
  now: Date,
  providerState?: string,
): boolean {
  if (signing.status !== 'pending') return false;
  return providerState === 'expired' || signingLapsesAt(signing.updated_at).getTime() <= now.getTime();
}

/**
 * The customer is reminded once, 2 days before the signing lapses ("te quedan
 * 2 días para firmar"): far enough ahead to find a moment, close enough to
 * matter. Our rule, the spec is silent (docs/signature.md).
 */
export const SIGNING_REMINDER_BEFORE_MS = 2 * 24 * 60 * 60 * 1000;

/** Whether an open signing is in its last 2 days (due its one reminder): pending and not yet lapsed. */
export function signingReminderDue(signing: { status: string; updated_at: Date }, now: Date): boolean {
  if (signing.status !== 'pending' || signingLapsed(signing, now)) return false;
  return signingLapsesAt(signing.updated_at).getTime() - SIGNING_REMINDER_BEFORE_MS <= now.getTime();
}

/** A code lives 10 minutes. */
export const SIGNING_CODE_TTL_MS = 10 * 60 * 1000;
/** One code a minute at most... */
export const SIGNING_CODE_INTERVAL_MS = 60 * 1000;
/** ...and five an hour per signing, so nobody floods a phone or an inbox. */
export const SIGNING_CODES_PER_HOUR = 5;
/**
 * ...and fifteen in all for one signing, however long it stays open (each one sent renews its 7
 * days). A signing prepared again is a new signing and starts its own count.
 */
export const SIGNING_CODES_PER_SIGNING = 15;
/** Wrong tries against one code before it dies and a new one is needed. */
export const SIGNING_CODE_MAX_ATTEMPTS = 5;

/** Seconds before another code may be asked for (0: now). */
export function signingCodeWait(codeSentAt: Date | null, now: Date): number {
  if (!codeSentAt) return 0;
  const left = codeSentAt.getTime() + SIGNING_CODE_INTERVAL_MS - now.getTime();
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

export type SigningCodeRefusal = 'missing' | 'expired' | 'spent';

/** Whether the current code can still be tried; null: it can. */
export function signingCodeRefusal(
  signing: { code_hash: string | null; code_expires_at: Date | null; code_attempts: number },
  now: Date,
): SigningCodeRefusal | null {
  if (!signing.code_hash || !signing.code_expires_at) return 'missing';
  if (signing.code_attempts >= SIGNING_CODE_MAX_ATTEMPTS) return 'spent';
  if (signing.code_expires_at.getTime() <= now.getTime()) return 'expired';
  return null;
}

/** Tries left after one more wrong code. */
export const signingAttemptsLeft = (attemptsBefore: number) =>
  Math.max(0, SIGNING_CODE_MAX_ATTEMPTS - attemptsBefore - 1);

/** A Spanish mobile (6 or 7 first), the only phones an SMS reaches. */
export function isSpanishMobile(value: string | null | undefined): value is string {
  return Boolean(value) && isValidSpanishPhone(value!) && /^[67]/.test(nationalSpanishPhone(value!));
}

/** 'lucia@correo.es' → 'l***@correo.es' */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** '612345678' → '+34 6** *** 678' */
export function maskMobile(phone: string): string {
  const national = nationalSpanishPhone(phone);
  return `+34 ${national[0]}** *** ${national.slice(-3)}`;
}
