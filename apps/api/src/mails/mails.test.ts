import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAIL_TEMPLATES, type MailTemplateId, renderMail } from './index.ts';

// Renders every template with its preview data, as a mail client would get
// it, and leaves the HTML in $TMPDIR/amparo-mail-previews to open in a browser.
const previews = join(tmpdir(), 'amparo-mail-previews');
const ids = Object.keys(MAIL_TEMPLATES) as MailTemplateId[];

describe('mail templates', () => {
  it.each(ids)('%s renders a Spanish HTML body and a plain-text part', async (id) => {
    const { preview } = MAIL_TEMPLATES[id];
    const mail = await renderMail(id, preview as never);
    mkdirSync(previews, { recursive: true });
    writeFileSync(join(previews, `${id}.html`), mail.html);
    writeFileSync(join(previews, `${id}.txt`), mail.text);

    expect(mail.subject.length).toBeGreaterThan(10);
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    expect(mail.html).toContain('lang="es"');
    expect(mail.text).not.toContain('<');
    expect(mail.text).toContain('Hola, ');
    expect(mail.html).not.toMatch(/undefined|null|NaN|\[object Object\]/);
    expect(mail.text).not.toMatch(/undefined|null|NaN|\[object Object\]/);
    // Every link and code of the data reaches both parts (a reader without HTML needs them too).
    for (const value of Object.values(preview)) {
      if (typeof value === 'string' && /^(https:|\d{6}$)/.test(value)) {
        expect(mail.text).toContain(value);
        expect(mail.html).toContain(value.replaceAll('&', '&amp;'));
      }
    }
  });

  it('says the booking in Spanish, with the first receipt and the phone-check step only when due', async () => {
    const { preview } = MAIL_TEMPLATES.booking;
    const withCheck = await renderMail('booking', preview);
    expect(withCheck.subject).toBe('Tu seguro Móvil Top: solicitud AMP-2026-000123');
    expect(withCheck.text).toContain('Primer recibo: 14,95 € (pago mensual).');
    // In the order they happen (spec 4): the check, then the payment it unlocks, then the signature.
    const steps = ['1. Comprobación de tu móvil', '2. Pago del primer recibo', '3. Firma del contrato'];
    const at = steps.map((step) => withCheck.text.indexOf(step));
    expect(at.every((index) => index >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    // No payment link while the check is due: the server would refuse it (the validation mail brings it).
    expect(withCheck.text).toContain('Comprobar mi móvil');
    expect(withCheck.text).not.toContain('Pagar el primer recibo');
    expect(withCheck.text).toContain('te enviaremos el enlace en cuanto hayamos validado tu móvil');
    const paymentUrl = 'https://amparo.example/contratacion/pago?acceso=TOKEN-DE-PAGO';
    const yearly = await renderMail('booking', {
      ...preview,
      evaluationUrl: null,
      paymentUrl,
      periodicity: 12,
    });
    expect(yearly.text).toContain(`Pagar el primer recibo`);
    expect(yearly.text).toContain(paymentUrl);
    expect(yearly.text).toContain('(pago anual)');
    expect(yearly.text).not.toContain('Comprobación de tu móvil');
    expect(yearly.text).toContain('1. Pago del primer recibo:');
    expect(yearly.text).toContain('2. Firma del contrato');
  });

  it('tells the customer the policy is active, with the amount and the start date', async () => {
    const { preview } = MAIL_TEMPLATES['policy-active'];
    const mail = await renderMail('policy-active', preview);
    expect(mail.subject).toBe('Tu seguro Móvil Top ya está activo: póliza AMP-2026-000123');
    expect(mail.text).toContain('Hemos recibido el pago de 14,95 € del primer recibo');
    expect(mail.text).toContain('está activo desde el 23/11/2026');
    const noLink = await renderMail('policy-active', { ...preview, customerAreaUrl: null });
    expect(noLink.text).not.toContain('Ver mi póliza');
  });

  it('asks the customer to pay a receipt the stored card could not', async () => {
    const { preview } = MAIL_TEMPLATES['receipt-unpaid'];
    const mail = await renderMail('receipt-unpaid', preview);
    expect(mail.subject).toBe('Recibo sin pagar: póliza AMP-2026-000123');
    expect(mail.text).toContain('Hemos intentado cobrar 4 veces el recibo de 14,95 €');
    expect(mail.text).toContain('Pagar ahora');
  });

  it('lists the attached documents and says when the contract is an unsigned copy', async () => {
    const { preview } = MAIL_TEMPLATES['policy-documents'];
    const signed = await renderMail('policy-documents', preview);
    expect(signed.subject).toBe('Documentación de tu póliza AMP-2026-000123');
    expect(signed.text).toContain('contrato-AMP-2026-000123.pdf');
    expect(signed.text).not.toContain('sin firmar');
    const unsigned = await renderMail('policy-documents', { ...preview, isContractSigned: false });
    expect(unsigned.text).toContain('copia sin firmar');
  });

  it('names the rejected claim document, the reason and where to send it again', async () => {
    const { preview } = MAIL_TEMPLATES['claim-documents-rejected'];
    const mail = await renderMail('claim-documents-rejected', preview);
    expect(mail.text).toContain('Denuncia policial');
    expect(mail.text).toContain('Motivo: La foto está borrosa');
    expect(mail.text).toContain('Adjuntar documentación');
    const denied = await renderMail('claim-denied', MAIL_TEMPLATES['claim-denied'].preview);
    expect(denied.text).toContain('Motivo: El daño se produjo antes');
  });

  it('acknowledges a withdrawal with its date and time and the refund', async () => {
    const mail = await renderMail('policy-cancelled', MAIL_TEMPLATES['policy-cancelled'].preview);
    expect(mail.subject).toBe('Hemos recibido tu desistimiento de la póliza AMP-2026-000123');
    expect(mail.text).toContain('el 23/11/2026 a las 09:41 (hora peninsular)');
    expect(mail.text).toContain('Te devolvemos 11,95 € a la tarjeta');
  });
});
