import { linkTo } from '@amparo/contract/links';
import { SIGNING_WINDOW_MS } from '@amparo/domain';
import type { SignatureProvider } from './signature-provider.ts';

/**
 * The built-in signing: Amparo's own page `/firma/{policy}` shows
 * the contract, sends the one-time code and takes the drawn signature; the
 * sign use-case seals the PDF. Nothing lives outside our database, so this
 * provider holds no state: the `signatures` row is the signing.
 *
 * - start: where the signer goes (our page); the session id names the policy
 *   and the document, so two starts of the same contract agree.
 * - status: a built-in signing leaves 'pending' only through our own sign,
 *   cancel or expiry use-cases, which write the row in the same transaction; so while
 *   the row says pending the honest answer is pending. The use-cases read the
 *   row for every other state.
 * - cancel: nothing to tell anyone; the caller marks the row cancelled.
 */
export function createBuiltinSignatureProvider(config: { publicUrl: string }): SignatureProvider {
  return {
    kind: 'builtin',
    async start(request) {
      return {
        sessionId: `builtin-${request.policyId}-${request.documentSha256.slice(0, 16)}`,
        signingUrl: linkTo(config.publicUrl, 'signing', { params: { id: request.policyId } }),
        expiresAt: new Date(Date.now() + SIGNING_WINDOW_MS),
      };
    },
    async status() {
      return { state: 'pending' };
    },
    async cancel() {},
  };
}
