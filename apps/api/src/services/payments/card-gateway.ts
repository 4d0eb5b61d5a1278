import type { Config, ServicesConfig } from '../../config.ts';
import { notConfigured } from '../not-configured.ts';
import type { OperationMismatch } from './operation-mismatch.ts';
import { REDSYS_TEST_MERCHANT } from './redsys.ts';
import { createRedsysGateway, type RedsysOptions } from './redsys-gateway.ts';
import { SANDBOX_FORM_PATH, sandboxRest } from './sandbox-gateway.ts';

/**
 * Card payments over a redirect protocol (Redsys's: the page posts a
 * signed form to the gateway, the customer pays there, the gateway sends a
 * signed notification to us and the customer back to an OK or KO address.
 * The built-in sandbox and a real Redsys differ only in address and key.
 */
export interface CardGateway {
  /** 'sandbox' or 'redsys': also the `gateway` of the transactions it produces. */
  readonly kind: string;
  /** The signed form the payment page posts to the gateway. */
  redirectForm(request: CardPaymentRequest): Promise<RedirectForm>;
  /**
   * Checks a notification's signature before anything is believed; null on a
   * bad one. The caller pays the receipt (idempotently, by `order`).
   */
  verifyNotification(fields: Record<string, unknown>): Promise<CardNotification | null>;
  /** Charges a card kept on file (monthly receipts after the first), without the customer present. */
  chargeStoredCard(request: StoredCardCharge): Promise<CardChargeResult>;
  /** Gives back all or part of an earlier charge (withdrawal, cancellation). */
  refund(request: CardRefund): Promise<CardChargeResult>;
}

export type CardPaymentRequest = {
  /** Unique per attempt (Redsys: 4 digits then up to 8 alphanumerics). */
  order: string;
  amountCents: number;
  description: string;
  /** Where the gateway posts its signed notification. */
  notificationUrl: string;
  okUrl: string;
  koUrl: string;
  /** Ask the gateway to keep the card for later charges (card on file). */
  storeCard: boolean;
};

/** Redsys: url plus `Ds_SignatureVersion`, `Ds_MerchantParameters`, `Ds_Signature`. */
export type RedirectForm = { url: string; fields: Record<string, string> };

export type CardNotification = {
  order: string;
  amountCents: number;
  /** Redsys: `Ds_Response` 0000 to 0099. */
  approved: boolean;
  /**
   * How the signed operation differs from what every redirect form asks
   * (merchant, terminal, euros, an authorisation): empty when it does not.
   * A notification with any difference pays nothing.
   */
  mismatches: OperationMismatch[];
  responseCode: string;
  authorisationCode: string | null;
  /** A reference for later charges of the same card, when one was asked for and given. */
  cardOnFileReference: string | null;
  /** The network's id of the first card-on-file operation (Redsys DS_MERCHANT_COF_TXNID). */
  cofTxnId: string | null;
  cardExpiry: string | null;
  maskedCard: string | null;
  /** Everything the gateway sent, decoded, for the transaction record. */
  raw: Record<string, unknown>;
};

export type StoredCardCharge = {
  order: string;
  amountCents: number;
  cardOnFileReference: string;
  cofTxnId: string | null;
  description: string;
};

export type CardRefund = { order: string; originalOrder: string; amountCents: number };

export type CardChargeResult = {
  approved: boolean;
  responseCode: string;
  gatewayReference: string | null;
  raw: Record<string, unknown>;
};

type GatewayConfig = Pick<ServicesConfig, 'cardGateway'> & Partial<Pick<Config, 'redsys'>>;

/**
 * The gateway named by CARD_GATEWAY: the built-in sandbox (Redsys's public test
 * merchant and key, its pages served by this app), a real Redsys, or none.
 */
export function createCardGateway(config: GatewayConfig): CardGateway {
  switch (config.cardGateway) {
    case 'sandbox':
      return createRedsysGateway(sandboxOptions());
    case 'redsys': {
      const redsys = config.redsys;
      if (!redsys?.merchantCode || !redsys.secret)
        throw new Error('CARD_GATEWAY=redsys needs its merchant code and secret');
      return createRedsysGateway({
        kind: 'redsys',
        formUrl: redsys.url,
        restUrl: redsys.restUrl,
        merchantCode: redsys.merchantCode,
        terminal: redsys.terminal,
        secret: redsys.secret,
        send: postJson,
      });
    }
    case 'none':
      return notConfigured<CardGateway>('card_gateway', 'CARD_GATEWAY_NOT_CONFIGURED', {
        redirectForm: true,
        verifyNotification: true,
        chargeStoredCard: true,
        refund: true,
      });
  }
}

/** The sandbox: the same client, pointed at this app's own gateway pages, REST calls answered in process. */
export function sandboxOptions(): RedsysOptions {
  return {
    kind: 'sandbox',
    formUrl: SANDBOX_FORM_PATH,
    restUrl: 'sandbox:rest',
    merchantCode: REDSYS_TEST_MERCHANT.merchantCode,
    terminal: REDSYS_TEST_MERCHANT.terminal,
    secret: REDSYS_TEST_MERCHANT.secret,
    send: async (_url, body) => sandboxRest(body),
  };
}

async function postJson(url: string, body: Record<string, string>): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`Redsys answered ${response.status}`);
  return response.json();
}
