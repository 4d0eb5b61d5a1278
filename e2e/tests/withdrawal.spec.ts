import { adminToken, bookPolicy, uniqueEmail, waitForMail } from './api-helpers.ts';
import { expect, test } from './fixtures.ts';
import { APPROVING_CARD, enterAccessCode, openMailLink, payOnGateway, shot } from './session-helpers.ts';

// The withdrawal function (Directive 2023/2673). A customer with a paid, active policy
// withdraws from the customer area: button, one confirmation page, acknowledgement, mail, refund.
// Day 16 (no button) is covered by the domain and web unit tests: the clock is not faked here.

test('a customer withdraws from a paid policy: confirmation, acknowledgement, mail and full refund', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('desiste');
  // A laptop: no phone check, so paying the first receipt activates the policy at once.
  const policy = await bookPolicy(request, email, {
    product_id: 17,
    device: { brand: 'Lenovo', model: 'ThinkPad X1 Carbon', value: 149_900 },
  });

  // Pays the first receipt by card from the booking mail's payment link.
  const booking = await waitForMail(request, email, /: solicitud /);
  await openMailLink(page, booking, /https?:\/\/\S+\/contratacion\/pago\?acceso=[\w-]+/, 'enlace de pago');
  await page.getByRole('button', { name: /^Pagar .* con tarjeta$/ }).click();
  await payOnGateway(page, APPROVING_CARD);
  await expect(page.getByRole('heading', { name: 'Pago recibido' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Tu póliza ya está activa.')).toBeVisible();

  // Enters the customer area from the activation mail's 'Ver mi póliza' link, with a one-time code.
  const active = await waitForMail(request, email, /ya está activo/);
  await openMailLink(page, active, /https?:\/\/\S+\/area-cliente\b\S*/, 'enlace al área de cliente');
  await enterAccessCode(page, request, email);

  // The policy card offers the withdrawal function.
  const card = page.getByRole('article', { name: policy.product.name });
  await expect(card.getByText('Activa, pagada y sin firmar')).toBeVisible();
  await card.getByRole('link', { name: `Desistir del contrato de la póliza ${policy.number}` }).click();

  // The one confirmation page: the policy, the consequences, the amount paid.
  await expect(page).toHaveURL(new RegExp(`/area-cliente/polizas/${policy.id}/desistir`));
  await expect(page.getByRole('heading', { level: 1, name: 'Desistir del contrato' })).toBeVisible();
  await expect(page.getByText(policy.number)).toBeVisible();
  await expect(page.getByText('Lenovo ThinkPad X1 Carbon')).toBeVisible();
  await expect(page.getByText('La cobertura termina hoy')).toBeVisible();
  const refundLine = page.getByText(/^Te devolvemos todo lo que has pagado, .+ €/);
  await expect(refundLine).toBeVisible();
  const paidText = (await refundLine.textContent())?.match(/pagado, (.+ €)/)?.[1] ?? '';
  expect(paidText, 'importe pagado en la confirmación').not.toBe('');
  await shot(page, 'confirm');
  await page.getByRole('button', { name: 'Confirmar el desistimiento' }).click();

  // The acknowledgement: when (date and time), until when, what comes back.
  await expect(page.getByRole('heading', { level: 1, name: 'Has desistido del contrato' })).toBeVisible();
  const status = page.getByRole('status');
  await expect(status).toContainText(
    /Registramos tu desistimiento el \d{1,2}\/\d{1,2}\/\d{4},? \d{1,2}:\d{2}.* \(hora peninsular\)/,
  );
  await expect(status).toContainText(`Póliza ${policy.number}: la cobertura termina el`);
  await expect(status).toContainText(`Te devolveremos ${paidText}`);
  await shot(page, 'ack');

  // Back on the policies: cancelled, no button.
  await page.getByRole('link', { name: 'Volver a mis pólizas' }).click();
  await expect(card.getByText(/^Cancelada\./)).toBeVisible();
  await expect(card.getByRole('link', { name: /Desistir del contrato/ })).toHaveCount(0);

  // The durable acknowledgement (template policy-cancelled).
  const ack = await waitForMail(request, email, new RegExp(`desistimiento de la póliza ${policy.number}`));
  expect(ack.text_body).toMatch(
    new RegExp(`desistimiento de la póliza ${policy.number} el \\d{2}/\\d{2}/\\d{4} a las \\d{2}:\\d{2}`),
  );
  expect(ack.text_body).toContain(`Te devolvemos ${paidText} a la tarjeta con la que pagaste.`);

  // Staff see the policy cancelled (status 4) with a refund receipt of exactly what was paid.
  const token = await adminToken(request);
  const res = await request.get(`/api/policies/${policy.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  const detail = await res.json();
  expect(detail.status).toBe(4);
  const payments = detail.policy_payments as { price: number; pending_amount: number }[];
  const paid = payments.filter((p) => p.price > 0 && p.pending_amount === 0);
  const refunds = payments.filter((p) => p.price < 0);
  const [first] = paid;
  const [refund] = refunds;
  expect(paid).toHaveLength(1);
  expect(refunds).toHaveLength(1);
  expect(refund?.price).toBe(-(first?.price ?? 0));
  // The amount the customer was shown is that receipt's.
  expect(paidText.replace(/\s/g, ' ')).toBe(`${((first?.price ?? 0) / 100).toFixed(2).replace('.', ',')} €`);
});
