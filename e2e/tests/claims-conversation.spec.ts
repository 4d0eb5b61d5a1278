import { E2E_DATA_DIR } from '../playwright.config.ts';
import { writePdf } from '../support/claim-files.ts';
import { readClaimablePolicy } from '../support/claimable-policies.ts';
import { waitForMail } from './api-helpers.ts';
import { expect, test } from './fixtures.ts';
import { enterCustomerArea, logInStaff, openMailLink, openSection, shot } from './session-helpers.ts';

// The claims desk and the customer talking both ways (docs/claims.md, "Documents the desk asks
// for" and "Messages"): the desk asks for a repair quote in its own words, the customer gets the
// mail, uploads it from the claim page and writes back with a file; the desk sees the unread
// reply in its list, reads it and answers; the answer reaches the customer by mail and on the page.
// The customer is on a phone; the desk works at 1280 px in its own browser context.

const DESK_MAILBOX = 'siniestros@amparo.local';

test('the desk asks for one more document, the customer sends it and writes back, the desk answers', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const policy = readClaimablePolicy(E2E_DATA_DIR, 'phone-talk');
  const number = policy.claimNumber!;
  const quote = await writePdf(testInfo.outputPath('presupuesto.pdf'), 'Presupuesto de reparación');
  const receipt = await writePdf(testInfo.outputPath('ticket.pdf'), 'Ticket del servicio técnico');

  // The desk, from its menu, asks for the repair quote.
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const staff = await staffContext.newPage();
  await logInStaff(staff, request);
  await staff.goto('/admin');
  await openSection(staff, 'Siniestros');
  await staff.getByRole('link', { name: number }).click();
  await expect(staff.getByRole('heading', { name: new RegExp(number) })).toBeVisible();
  await staff.getByRole('button', { name: 'Pedir un documento' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Pedir un documento más' });
  await dialog.getByLabel('Documento').selectOption('other');
  await dialog.getByLabel('Nombre del documento').fill('Presupuesto de reparación');
  await dialog
    .getByLabel('Qué debe enviar')
    .fill('El presupuesto del servicio técnico, con el IMEI y el importe.');
  await shot(staff, 'staff-claim-request');
  await dialog.getByRole('button', { name: 'Pedir al cliente' }).click();
  await expect(staff.getByText('Documento pedido: se ha avisado al cliente', { exact: true })).toBeVisible();
  await expect(staff.getByRole('heading', { name: 'Presupuesto de reparación', level: 3 })).toBeVisible();

  // The customer follows the mail's link, sees what is asked and why, and sends it.
  const asked = await waitForMail(
    request,
    policy.email,
    new RegExp(`Te pedimos un documento más para tu siniestro ${number}`),
  );
  await enterCustomerArea(page, request, policy.email);
  await expect(page.getByText('Te pedimos un documento más', { exact: true })).toBeVisible();
  await openMailLink(page, asked, /https?:\/\/\S+\/area-cliente\/siniestros\/\d+/, 'enlace al siniestro');
  await expect(
    page.getByText('Te pedimos un documento más: lo tienes abajo, en «Lo que te pedimos».'),
  ).toBeVisible();
  await expect(page.getByText(/con el IMEI y el importe/).first()).toBeVisible();
  await shot(page, 'claim-document-requested');
  await page.getByLabel('Archivo para Presupuesto de reparación').setInputFiles(quote);
  await expect(page.getByText('presupuesto.pdf').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Te pedimos un documento más: lo tienes abajo')).toHaveCount(0);

  // And writes to the desk with a file.
  const messages = page.getByRole('region', { name: 'Mensajes con la mesa de siniestros' });
  await messages
    .getByLabel('Tu mensaje')
    .fill('Os mando también el ticket de cuando lo dejé en el servicio técnico.');
  await messages.getByLabel('Adjuntar un archivo (opcional)').setInputFiles(receipt);
  await messages.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(messages.getByRole('link', { name: 'Archivo adjunto: ticket.pdf' })).toBeVisible({
    timeout: 20_000,
  });
  await shot(page, 'claim-message-sent');

  // The desk's mailbox is told; its list shows the unread reply; opening the claim reads it.
  await waitForMail(request, DESK_MAILBOX, new RegExp(`Mensaje del cliente en el siniestro ${number}`));
  await openSection(staff, 'Siniestros');
  const row = staff.getByRole('row').filter({ hasText: number });
  await expect(row.getByText('1 mensaje sin leer')).toBeVisible();
  await row.getByRole('link', { name: number }).click();
  const thread = staff.getByRole('region', { name: 'Mensajes con el cliente' });
  await expect(thread.getByText(/el ticket de cuando lo dejé/)).toBeVisible();
  await expect(thread.getByRole('link', { name: 'Archivo adjunto: ticket.pdf' })).toBeVisible();
  await staff.getByRole('button', { name: 'Aceptar: Presupuesto de reparación: presupuesto.pdf' }).click();
  await expect(staff.getByText('Documento aceptado', { exact: true })).toBeVisible();
  await thread
    .getByLabel('Escribir al cliente')
    .fill('Recibido todo, gracias. Mañana pasa el mensajero a recoger el móvil.');
  await thread.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(
    staff.getByText('Mensaje enviado: el cliente lo recibe por correo', { exact: true }),
  ).toBeVisible();
  await shot(staff, 'staff-claim-conversation');
  await openSection(staff, 'Siniestros');
  await expect(
    staff
      .getByRole('row')
      .filter({ hasText: number })
      .getByText(/sin leer/),
  ).toHaveCount(0);

  // The answer reaches the customer by mail and on the claim page, signed by the desk.
  const answer = await waitForMail(
    request,
    policy.email,
    new RegExp(`Tienes un mensaje sobre tu siniestro ${number}`),
  );
  await openMailLink(page, answer, /https?:\/\/\S+\/area-cliente\/siniestros\/\d+/, 'enlace al siniestro');
  await expect(messages.getByText(/Mañana pasa el mensajero/)).toBeVisible();
  await expect(messages.getByText('Mesa de siniestros', { exact: true })).toBeVisible();
  await shot(page, 'claim-conversation');
  await staffContext.close();
});
