import type { SigningState } from '@amparo/contract';

type Signature = NonNullable<SigningState['signature']>;

/** The server's signing state of paid policy 12, waiting for the signer; with overrides. */
export function buildSigningState(
  overrides: Partial<Omit<SigningState, 'signature'>> = {},
  signature: Partial<Signature> | null = {},
): SigningState {
  return {
    policy: {
      id: 12,
      number: 'AMP-000012',
      holder_name: 'Ana Pérez',
      product_name: 'Móvil Top',
      status: 2,
      devices: ['Apple iPhone 16'],
      premium_cents: 999,
      periodicity: 1,
    },
    outcome: 'pending',
    signature:
      signature === null
        ? null
        : {
            id: 5,
            status: 'pending',
            document_sha256: 'a'.repeat(64),
            destinations: { mail: 'a***@correo.es', sms: '+34 6** *** 678', sms_offered: true },
            code_channel: null,
            code_sent_at: null,
            code_resend_in: 0,
            signed_at: null,
            failure_reason: null,
            expires_at: '2026-11-30T10:00:00.000Z',
            ...signature,
          },
    contract_link: null,
    ...overrides,
  };
}

/** A PNG data URL long enough for the contract's schema (100 characters at least). */
export const DRAWN_SIGNATURE = `data:image/png;base64,${'iVBORw0KGgo'.repeat(20)}`;
