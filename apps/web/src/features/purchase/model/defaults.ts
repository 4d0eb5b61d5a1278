import type { ProductType } from '@amparo/domain';

export type { ProductType };

/** Spec 3 and 9: card unless the customer picks direct debit. */
export const DEFAULT_PAYMENT_METHOD_CHOICE = 'card' as const;
