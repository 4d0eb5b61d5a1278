import { E2E_DATA_DIR } from '../playwright.config.ts';
import { readLapsedSigning } from '../support/lapsed-signings.ts';
import { adminToken, waitForMail } from './api-helpers.ts';
import { expect, test } from './fixtures.ts';
import { openMailLink, shot } from './session-helpers.ts';
import { signWithMailedCode } from './signing-helpers.ts';

// A signing lapses 7 days after its last touch (docs/signature.md). The policies were paid and
// their signing opened before the server started, then the signing's last touch dated 8 days back
// (support/seed-aged-policies.ts: the clock is real). On the phone the signing has lapsed but the
// hourly run has not seen it yet, and the customer opens the signing mail; on the desktop the run
// expired it, and the customer opens the mail saying the time ran out. Either way the page says
// so, prepares the contract again, and the new contract is signed.

test('a lapsed signing: the page says the time ran out, the contract is prepared again and signed', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const desktop = testInfo.project.name === 'desktop';
  const policy = readLapsedSigning(E2E_DATA_DIR, desktop ? 'desktop' : 'phone');
  const mail = desktop
    ? await waitForMail(request, policy.email, /^Se acabó el plazo para firmar el contrato/)
    : await waitForMail(request, policy.email, /^Firma el contrato de tu seguro/);
  if (desktop) expect(mail.text_body).toContain('Preparar el contrato de nuevo');
  await openMailLink(page, mail, /https?:\/\/\S+\/firma\/\d+\?acceso=[\w-]+/, 'enlace de firma');

  await expect(page.getByRole('heading', { name: 'El plazo para firmar ha caducado' })).toBeVisible();
  await expect(page.getByText(/Tu póliza sigue activa y pagada/)).toBeVisible();
  await shot(page, `signing-expired-${testInfo.project.name}`);
  await page.getByRole('button', { name: 'Preparar el contrato de nuevo' }).click();

  // A fresh signing with its own 7 days: the new contract is shown and signed.
  await expect(page.getByRole('img', { name: /^Página 1 de \d+$/ })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/^Puedes firmar hasta el/)).toBeVisible();
  await signWithMailedCode(page, request, policy.email);
  await expect(page).toHaveURL(new RegExp(`/signature/${policy.id}/return`), { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Contrato firmado' })).toBeVisible({ timeout: 15_000 });

  const token = await adminToken(request);
  const after = await request.get(`/api/policies/${policy.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(await after.json()).toMatchObject({ status: 3, sign_link: null });
});
