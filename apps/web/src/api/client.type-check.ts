import { callApi } from './client';

// Checked by `npm run typecheck`, never run: each call is typed by its own endpoint, so a
// missing parameter or another endpoint's body does not compile. Keeps client.ts's
// non-distributing input types (TS2590) from loosening the calls.
export function typedCalls() {
  // @ts-expect-error getClaim needs its id
  void callApi('getClaim');
  // @ts-expect-error login takes its own body, not a claim's
  void callApi('login', { body: { claim_type_id: 1 } });
  // @ts-expect-error declareClaim needs an Idempotency-Key
  void callApi('declareClaim', {
    params: { id: 1, riskId: 2 },
    body: { claim_type_id: 1, occurred_at: '2026-11-01', description: 'Se me cayó al suelo' },
  });
  void callApi('getClaim', { params: { id: 1 } });
  void callApi('logout');
}
