import type {
  CardChargeResult,
  CardGateway,
  CardNotification,
  CardPaymentRequest,
  CardRefund,
  StoredCardCharge,
} from './card-gateway.ts';
import { type CardOperation, operationMismatches } from './operation-mismatch.ts';
import {
  isApprovedRefund,
  isApprovedResponse,
  type MerchantParameters,
  param,
  readNotificationValue,
  signedFields,
  verifySignedFields,
} from './redsys.ts';

export type RedsysOptions = {
  kind: string;
  /** Where the customer's browser posts the redirect form. */
  formUrl: string;
  /** The REST endpoint for operations without the customer (stored-card charges, refunds). */
  restUrl: string;
  merchantCode: string;
  terminal: string;
  /** The merchant's SHA-256 key, base64, as Redsys's back office shows it. */
  secret: string;
  /** Posts a JSON body to the REST endpoint and returns the JSON answer. */
  send: (url: string, body: Record<string, string>) => Promise<unknown>;
};

const EURO = '978';
const AUTHORISATION = '0';
const REFUND = '3';

/** A client of the Redsys protocol: the redirect form, its notifications, and REST charges. */
export function createRedsysGateway(options: RedsysOptions): CardGateway {
  const base = (order: string, amountCents: number, transactionType: string): MerchantParameters => ({
    DS_MERCHANT_AMOUNT: String(amountCents),
    DS_MERCHANT_ORDER: order,
    DS_MERCHANT_MERCHANTCODE: options.merchantCode,
    DS_MERCHANT_CURRENCY: EURO,
    DS_MERCHANT_TRANSACTIONTYPE: transactionType,
    DS_MERCHANT_TERMINAL: options.terminal,
  });
  /** What every redirect form asks; a notification must answer exactly this (operation-mismatch.ts). */
  const asked: CardOperation = {
    merchantCode: options.merchantCode,
    terminal: options.terminal,
    currency: EURO,
    transactionType: AUTHORISATION,
  };

  /** A REST operation: signed request, signed answer checked before it is believed. */
  async function rest(params: MerchantParameters, approves = isApprovedResponse): Promise<CardChargeResult> {
    const answer = (await options.send(options.restUrl, signedFields(params, options.secret))) as Record<
      string,
      unknown
    >;
    if (typeof answer?.errorCode === 'string')
      return { approved: false, responseCode: answer.errorCode, gatewayReference: null, raw: answer };
    const verified = verifySignedFields(answer ?? {}, options.secret, 'Ds_Order');
    if (!verified) throw new Error('Redsys REST answer with a bad signature');
    const code = param(verified.params, 'Ds_Response') ?? '';
    return {
      approved: approves(code),
      responseCode: code,
      gatewayReference: param(verified.params, 'Ds_AuthorisationCode') ?? null,
      raw: verified.params,
    };
  }

  return {
    kind: options.kind,
    async redirectForm(request: CardPaymentRequest) {
      const params: MerchantParameters = {
        ...base(request.order, request.amountCents, AUTHORISATION),
        DS_MERCHANT_MERCHANTURL: request.notificationUrl,
        DS_MERCHANT_URLOK: request.okUrl,
        DS_MERCHANT_URLKO: request.koUrl,
        DS_MERCHANT_PRODUCTDESCRIPTION: request.description.slice(0, 125),
        DS_MERCHANT_CONSUMERLANGUAGE: '1',
      };
      if (request.storeCard) {
        // Card on file (Redsys "pago por referencia" with COF): keep the card for recurring receipts.
        params.DS_MERCHANT_IDENTIFIER = 'REQUIRED';
        params.DS_MERCHANT_COF_INI = 'S';
        params.DS_MERCHANT_COF_TYPE = 'R';
      }
      return { url: options.formUrl, fields: signedFields(params, options.secret) };
    },
    async verifyNotification(fields): Promise<CardNotification | null> {
      const verified = verifySignedFields(fields, options.secret, 'Ds_Order');
      if (!verified) return null;
      const p = verified.params;
      const code = param(p, 'Ds_Response') ?? '';
      const amount = Number(param(p, 'Ds_Amount'));
      if (!Number.isInteger(amount)) return null;
      return {
        order: verified.order,
        amountCents: amount,
        approved: isApprovedResponse(code),
        mismatches: operationMismatches(asked, {
          merchantCode: param(p, 'Ds_MerchantCode'),
          terminal: param(p, 'Ds_Terminal'),
          currency: param(p, 'Ds_Currency'),
          transactionType: param(p, 'Ds_TransactionType'),
        }),
        responseCode: code,
        authorisationCode: param(p, 'Ds_AuthorisationCode')?.trim() || null,
        cardOnFileReference: param(p, 'Ds_Merchant_Identifier') || null,
        cofTxnId: param(p, 'Ds_Merchant_Cof_Txnid') || null,
        cardExpiry: param(p, 'Ds_ExpiryDate') || null,
        maskedCard: readNotificationValue(param(p, 'Ds_Card_Number')) || null,
        raw: Object.fromEntries(Object.entries(p).map(([k, v]) => [k, readNotificationValue(v)])),
      };
    },
    async chargeStoredCard(request: StoredCardCharge) {
      // A merchant-initiated charge of a card on file: no customer, no 3-D Secure (exemption MIT).
      const params: MerchantParameters = {
        ...base(request.order, request.amountCents, AUTHORISATION),
        DS_MERCHANT_IDENTIFIER: request.cardOnFileReference,
        DS_MERCHANT_DIRECTPAYMENT: 'true',
        DS_MERCHANT_EXCEP_SCA: 'MIT',
        DS_MERCHANT_COF_INI: 'N',
        DS_MERCHANT_COF_TYPE: 'R',
        DS_MERCHANT_PRODUCTDESCRIPTION: request.description.slice(0, 125),
      };
      if (request.cofTxnId) params.DS_MERCHANT_COF_TXNID = request.cofTxnId;
      return rest(params);
    },
    async refund(request: CardRefund) {
      // Redsys refunds name the original order (transaction type 3).
      return rest(base(request.originalOrder, request.amountCents, REFUND), isApprovedRefund);
    },
  };
}
