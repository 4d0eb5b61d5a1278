import { randomBytes, randomInt } from 'node:crypto';
import {
  encodeMerchantParameters,
  isApprovedResponse,
  type MerchantParameters,
  param,
  REDSYS_TEST_MERCHANT,
  SIGNATURE_VERSION,
  type SignedFields,
  signNotification,
  signRequest,
  verifySignedFields,
} from './redsys.ts';

/**
 * The gateway side of the Redsys protocol, for the built-in sandbox: it checks
 * what a merchant sends with Redsys's public test key and answers exactly as
 * Redsys would, so the app's client code runs unchanged against it.
 */
export const SANDBOX_BASE_PATH = '/api/sandbox-gateway';
/** Said on every sandbox page and at a production start with the sandbox: nothing it approves is paid. */
export const SANDBOX_NOTICE = 'Pasarela de pruebas: no se mueve dinero real';
export const SANDBOX_FORM_PATH = `${SANDBOX_BASE_PATH}/realizarPago`;

export type CardOutcome = 'approve' | 'deny' | 'challenge';

/** The test cards the sandbox page lists (any future expiry date, any 3-digit CVV). */
export const SANDBOX_CARDS: readonly { number: string; outcome: CardOutcome; label: string }[] = [
  { number: '4548810000000003', outcome: 'approve', label: 'Pago aceptado' },
  { number: '4548810000000011', outcome: 'deny', label: 'Pago denegado (Ds_Response 0190)' },
  { number: '4548814479727229', outcome: 'challenge', label: 'Pide verificación 3-D Secure (código 123456)' },
];
export const SANDBOX_CHALLENGE_CODE = '123456';
/** Redsys: 0190 "denegación del emisor sin especificar motivo"; 0184 "error en la autenticación del titular". */
export const DENIED_RESPONSE = '0190';
export const AUTHENTICATION_FAILED_RESPONSE = '0184';
/** Redsys: 0900, a refund or confirmation authorised. */
export const REFUND_APPROVED_RESPONSE = '0900';
/** A card stored from the denying test card keeps being denied. */
const DENYING_CARD_LAST4 = '0011';

/** What the sandbox does with a card typed on its page; null when the card is not one of the test cards. */
export function sandboxCardOutcome(
  card: { number: string; expiry: string; cvv: string },
  now: Date,
): CardOutcome | null {
  const number = card.number.replace(/\s+/g, '');
  const match = SANDBOX_CARDS.find((c) => c.number === number);
  const expiry = /^(\d{2})\/?(\d{2})$/.exec(card.expiry.trim());
  if (!match || !expiry || !/^\d{3}$/.test(card.cvv.trim())) return null;
  const month = Number(expiry[1]);
  const year = 2000 + Number(expiry[2]);
  if (month < 1 || month > 12) return null;
  // A card is valid through the last day of its expiry month.
  if (new Date(Date.UTC(year, month, 1)) <= now) return null;
  return match.outcome;
}

/** The redirect request a merchant posted, checked with the test key; null when its signature is bad. */
export function readSandboxRequest(fields: Record<string, unknown>): MerchantParameters | null {
  return verifySignedFields(fields, REDSYS_TEST_MERCHANT.secret, 'DS_MERCHANT_ORDER')?.params ?? null;
}

export type SandboxResult = {
  /** The notification, for this server's own notification route (sandbox-addresses.ts). */
  notification: SignedFields;
  /** Where the customer's browser goes next. */
  returnUrl: string;
};

/** Card-on-file identifiers look like Redsys's (40 characters); the sandbox keeps the last four digits in it. */
const cardIdentifier = (cardNumber: string) =>
  `SBX${cardNumber.slice(-4)}${randomBytes(17).toString('hex').slice(0, 33)}`.toUpperCase();

/** The signed notification of the operation's result, as Redsys sends it to DS_MERCHANT_MERCHANTURL. */
export function sandboxResult(
  request: MerchantParameters,
  outcome: { responseCode: string; cardNumber: string; expiry: string },
  now: Date,
): SandboxResult {
  const approved = isApprovedResponse(outcome.responseCode);
  const order = param(request, 'DS_MERCHANT_ORDER') ?? '';
  const wantsCard = param(request, 'DS_MERCHANT_IDENTIFIER') === 'REQUIRED';
  const [mm, yy] = [outcome.expiry.slice(0, 2), outcome.expiry.slice(-2)];
  const date = now.toISOString();
  const params: MerchantParameters = {
    Ds_Date: encodeURIComponent(`${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`),
    Ds_Hour: encodeURIComponent(date.slice(11, 16)),
    Ds_SecurePayment: '1',
    Ds_Amount: param(request, 'DS_MERCHANT_AMOUNT') ?? '0',
    Ds_Currency: param(request, 'DS_MERCHANT_CURRENCY') ?? '978',
    Ds_Order: order,
    Ds_MerchantCode: param(request, 'DS_MERCHANT_MERCHANTCODE') ?? '',
    Ds_Terminal: (param(request, 'DS_MERCHANT_TERMINAL') ?? '1').padStart(3, '0'),
    Ds_Response: outcome.responseCode,
    Ds_TransactionType: param(request, 'DS_MERCHANT_TRANSACTIONTYPE') ?? '0',
    Ds_MerchantData: '',
    Ds_AuthorisationCode: approved ? String(randomInt(100_000, 999_999)) : '',
    Ds_ConsumerLanguage: '1',
    Ds_Card_Country: '724',
    Ds_Card_Brand: '1',
    Ds_Card_Number: `${outcome.cardNumber.slice(0, 6)}******${outcome.cardNumber.slice(-4)}`,
  };
  if (approved && wantsCard) {
    params.Ds_Merchant_Identifier = cardIdentifier(outcome.cardNumber);
    params.Ds_ExpiryDate = `${yy}${mm}`;
    params.Ds_Merchant_Cof_Txnid = String(randomInt(100_000_000, 999_999_999));
  }
  const encoded = encodeMerchantParameters(params);
  return {
    notification: {
      Ds_SignatureVersion: SIGNATURE_VERSION,
      Ds_MerchantParameters: encoded,
      Ds_Signature: signNotification(encoded, order, REDSYS_TEST_MERCHANT.secret),
    },
    returnUrl: (approved ? param(request, 'DS_MERCHANT_URLOK') : param(request, 'DS_MERCHANT_URLKO')) ?? '/',
  };
}

/**
 * The REST endpoint (trataPeticionREST) for operations without the customer:
 * a stored card approves unless it was the denying test card; refunds approve.
 */
export function sandboxRest(fields: Record<string, string>): Record<string, string> {
  const verified = verifySignedFields(fields, REDSYS_TEST_MERCHANT.secret, 'DS_MERCHANT_ORDER');
  // Redsys answers a bad signature with SIS0042.
  if (!verified) return { errorCode: 'SIS0042' };
  const request = verified.params;
  const identifier = param(request, 'DS_MERCHANT_IDENTIFIER');
  const denied = identifier !== undefined && identifier.slice(3, 7) === DENYING_CARD_LAST4;
  const isRefund = param(request, 'DS_MERCHANT_TRANSACTIONTYPE') === '3';
  const responseCode = denied ? DENIED_RESPONSE : isRefund ? REFUND_APPROVED_RESPONSE : '0000';
  const params: MerchantParameters = {
    Ds_Amount: param(request, 'DS_MERCHANT_AMOUNT') ?? '0',
    Ds_Currency: param(request, 'DS_MERCHANT_CURRENCY') ?? '978',
    Ds_Order: verified.order,
    Ds_MerchantCode: param(request, 'DS_MERCHANT_MERCHANTCODE') ?? '',
    Ds_Terminal: param(request, 'DS_MERCHANT_TERMINAL') ?? '1',
    Ds_Response: responseCode,
    Ds_AuthorisationCode: denied ? '' : String(randomInt(100_000, 999_999)),
    Ds_TransactionType: param(request, 'DS_MERCHANT_TRANSACTIONTYPE') ?? '0',
  };
  if (identifier) params.Ds_Merchant_Identifier = identifier;
  const encoded = encodeMerchantParameters(params);
  return {
    Ds_SignatureVersion: SIGNATURE_VERSION,
    Ds_MerchantParameters: encoded,
    Ds_Signature: signRequest(encoded, verified.order, REDSYS_TEST_MERCHANT.secret),
  };
}
