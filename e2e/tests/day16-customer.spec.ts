import { E2E_DATA_DIR } from '../playwright.config.ts';
import { readAgedPolicy } from '../support/aged-policies.ts';
import { enterCustomerArea, policyDetail, shot } from './cancel-helpers.ts';
import { expect, test } from './fixtures.ts';

// "On day 16 the button is gone" (docs/cancellation.md). The policies were concluded 16 days ago and paid by
// transfer that day (support/seed-aged-policies.ts writes them before the server starts: its clock
// is real, so the rows are dated in the past). Staff cancellation: day16-staff-cancel.spec.ts.

test('day 16: the customer area offers no withdrawal button', async ({ page, request }, testInfo) => {
  test.setTimeout(60_000);
  const policy = readAgedPolicy(E2E_DATA_DIR, testInfo.project.name === 'phone' ? 'phone' : 'desktop');
  await enterCustomerArea(page, request, policy.email);
  const card = page.getByRole('article').filter({ hasText: policy.number });
  await expect(card.getByText('Activa, pagada y sin firmar')).toBeVisible();
  await expect(card.getByRole('link', { name: /Desistir del contrato/ })).toHaveCount(0);
  await expect(page.getByText(/Desistir del contrato/)).toHaveCount(0);
  await shot(page, 'customer-day16');
  // The server says the same: a withdrawal asked with the customer's own session on day 16 is
  // refused with its reason, and the policy stays active.
  const apiToken = await page.evaluate(
    () => JSON.parse(window.localStorage.getItem('amparo:user') ?? '{}').api_token as string,
  );
  expect(apiToken, 'sesión del cliente').toBeTruthy();
  const refused = await request.post(`/api/policies/${policy.id}/cancel`, {
    headers: { authorization: `Bearer ${apiToken}`, 'idempotency-key': `day16-${policy.id}-${Date.now()}` },
    data: { reason: 'withdrawal' },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).code).toBe('WITHDRAWAL_PERIOD_OVER');
  expect((await policyDetail(request, policy.id)).status).toBe(2);
});
