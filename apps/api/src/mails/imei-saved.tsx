import { Action, MailLayout, Note, Paragraph } from './layout.tsx';
import type { MailTemplate } from './mail-template.ts';

export type ImeiSavedMailData = {
  holderName: string;
  policyNumber: string;
  /** The insured phone ('Samsung Galaxy A55 5G'). */
  device: string;
  /** The phone check, opened where it stopped: the photos. */
  checkUrl: string;
};

/**
 * After the customer's 3 IMEI attempts, staff typed the IMEI (the IMEI queue): the customer
 * goes on with the two photos from this mail, without starting again.
 */
export const imeiSavedMail: MailTemplate<ImeiSavedMailData> = {
  subject: (data) => `Ya tenemos el IMEI de tu móvil: póliza ${data.policyNumber}`,
  render: (data) => (
    <MailLayout preview="Sigue con las fotos de tu móvil" heading={`Hola, ${data.holderName}:`}>
      <Paragraph>
        Hemos registrado el IMEI de tu {data.device} para la póliza {data.policyNumber}, así que ya no tienes
        que volver a introducirlo.
      </Paragraph>
      <Paragraph>
        Falta el último paso de la comprobación: dos fotos de tu móvil frente a un espejo. Después podrás
        pagar el primer recibo y firmar el contrato.
      </Paragraph>
      <Action href={data.checkUrl}>Seguir con las fotos</Action>
      <Note>Este enlace es personal y caduca en 7 días.</Note>
    </MailLayout>
  ),
  preview: {
    holderName: 'Lucía',
    policyNumber: 'AMP-2026-000123',
    device: 'Samsung Galaxy A55 5G',
    checkUrl: 'https://amparo.example/peritation/1234?acceso=TOKEN-DE-PERITACION',
  },
};
