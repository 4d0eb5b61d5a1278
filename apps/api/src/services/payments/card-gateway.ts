import type { ServicesConfig } from '../../config.ts';
import { notConfigured } from '../not-configured.ts';

/**
 * Card payments over a redirect protocol (Redsys's, issue 9): the page posts a
 * signed form to the gateway, the customer pays there, the gateway sends a
 * signed notification to us and the customer back to an OK or KO address.
 * The built-in sandbox and a real Redsys differ only in address and key.
 */
export interface CardGateway {
  readonly kind: string;
  /** The signed form the payment page posts to the gateway. */
  redirectForm(request: CardPaymentRequest): Promise<RedirectForm>;
  /**
   * Checks a notification's signature before anything is believed; throws on a
   * bad one. The caller pays the receipt (idempotently, by `order`).
   */
  verifyNotification(fields: Record<string, string>): Promise<CardNotification>;
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
  responseCode: string;
  authorisationCode: string | null;
  /** A reference for later charges of the same card, when one was asked for and given. */
  cardOnFileReference: string | null;
  cardExpiry: string | null;
  maskedCard: string | null;
  /** Everything the gateway sent, decoded, for the transaction record. */
  raw: Record<string, unknown>;
};

export type StoredCardCharge = {
  order: string;
  amountCents: number;
  cardOnFileReference: string;
  description: string;
};

export type CardRefund = { order: string; originalOrder: string; amountCents: number };

export type CardChargeResult = {
  approved: boolean;
  responseCode: string;
  gatewayReference: string | null;
  raw: Record<string, unknown>;
};

/** The gateway named by CARD_GATEWAY. Issue 9 adds 'sandbox' (the default then) and 'redsys'. */
export function createCardGateway(config: Pick<ServicesConfig, 'cardGateway'>): CardGateway {
  switch (config.cardGateway) {
    case 'none':
      return notConfigured<CardGateway>('card_gateway', 'CARD_GATEWAY_NOT_CONFIGURED', {
        redirectForm: true,
        verifyNotification: true,
        chargeStoredCard: true,
        refund: true,
      });
  }
}
