import type { SignatureProvider } from './signature-provider.ts';

/** How long the built-in signing page stays open: the life of the mailed capability link (7 days). */
const SIGNING_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The built-in signing (issue 11): Amparo's own page `/firma/{policy}` shows
 * the contract, sends the one-time code and takes the drawn signature; the
 * sign use-case seals the PDF. Nothing lives outside our database, so this
 * provider holds no state: the `signatures` row is the signing.
 *
 * - start: where the signer goes (our page); the session id names the policy
 *   and the document, so two starts of the same contract agree.
 * - status: a built-in signing leaves 'pending' only through our own sign or
 *   cancel use-cases, which write the row in the same transaction; so while
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
        signingUrl: `${config.publicUrl}/firma/${request.policyId}`,
        expiresAt: new Date(Date.now() + SIGNING_WINDOW_MS),
      };
    },
    async status() {
      return { state: 'pending' };
    },
    async cancel() {},
  };
}
