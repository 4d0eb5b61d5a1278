import type { ServicesConfig } from '../../config.ts';
import { notConfigured } from '../not-configured.ts';
import { createBuiltinSignatureProvider } from './builtin-provider.ts';

/**
 * Electronic signature of the policy contract. The built-in flow
 * (one-time code, drawn signature, sealed PDF with an audit page) is the first
 * implementation; an external provider fits the same slot. Either way the
 * outcome is read from the provider, never from the return address.
 */
export interface SignatureProvider {
  readonly kind: string;
  /** Opens signing of one document by one signer; answers where to send the signer. */
  start(request: SignatureRequest): Promise<SignatureSession>;
  /** The real state of a signing, asked of the provider. */
  status(sessionId: string): Promise<SignatureStatus>;
  /** Stops a signing still open (policy cancelled, contract replaced). */
  cancel(sessionId: string): Promise<void>;
}

export type SignatureRequest = {
  policyId: number;
  /** The unsigned contract PDF in the file store, and its SHA-256, as shown to the signer. */
  documentKey: string;
  documentSha256: string;
  signer: { name: string; email: string; phone: string | null; documentId: string };
  /** Where the signer lands afterwards (`/signature/{id}/return`). */
  returnUrl: string;
  /** The one-time code goes by mail or SMS. */
  codeChannel: 'mail' | 'sms';
};

export type SignatureSession = { sessionId: string; signingUrl: string; expiresAt: Date };

export type SignatureStatus =
  | { state: 'pending' | 'declined' | 'expired' | 'cancelled' }
  | { state: 'failed'; reason: string }
  | {
      state: 'signed';
      signedAt: Date;
      /** The sealed PDF in the file store, and its SHA-256. */
      signedDocumentKey: string;
      signedDocumentSha256: string;
    };

/** The provider named by SIGNATURE_PROVIDER: the built-in flow by default (docs/signature.md). */
export function createSignatureProvider(
  config: Pick<ServicesConfig, 'signatureProvider'> & { publicUrl: string },
): SignatureProvider {
  switch (config.signatureProvider) {
    case 'builtin':
      return createBuiltinSignatureProvider({ publicUrl: config.publicUrl });
    case 'none':
      return notConfigured<SignatureProvider>('signature', 'SIGNATURE_NOT_CONFIGURED', {
        start: true,
        status: true,
        cancel: true,
      });
  }
}
