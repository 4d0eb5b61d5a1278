import { Action, MailLayout, Note, Paragraph } from './layout.tsx';
import type { MailTemplate } from './mail-template.ts';

export type ClaimDocumentsRejectedMailData = {
  holderName: string;
  claimNumber: string;
  /** The document that was not valid, as the customer knows it ('Denuncia policial'). */
  documentName: string;
  /** Why it was not valid, written by the handler for the customer. */
  reason: string;
  /** Where the customer uploads it again ('Adjuntar documentación'); null without a public address. */
  uploadUrl: string | null;
};

/** A document sent for a claim was rejected: which one, why, and where to send it again (claims issue). */
export const claimDocumentsRejectedMail: MailTemplate<ClaimDocumentsRejectedMailData> = {
  subject: (data) => `Necesitamos otro documento para tu siniestro ${data.claimNumber}`,
  render: (data) => (
    <MailLayout
      preview={`${data.documentName}: necesitamos que lo envíes de nuevo`}
      heading={`Hola, ${data.holderName}:`}
    >
      <Paragraph>
        Hemos revisado la documentación de tu siniestro {data.claimNumber} y no hemos podido aceptar este
        documento: {data.documentName}.
      </Paragraph>
      <Paragraph>Motivo: {data.reason}</Paragraph>
      <Paragraph>Envíanoslo de nuevo y seguiremos con tu siniestro en cuanto lo recibamos.</Paragraph>
      {data.uploadUrl ? <Action href={data.uploadUrl}>Adjuntar documentación</Action> : null}
      <Note>Si tienes dudas sobre qué enviar, responde a este correo y te ayudamos.</Note>
    </MailLayout>
  ),
  preview: {
    holderName: 'Lucía',
    claimNumber: 'SIN-2026-000045',
    documentName: 'Denuncia policial',
    reason: 'La foto está borrosa y no se lee la fecha de la denuncia.',
    uploadUrl: 'https://amparo.example/area-cliente/siniestros/45/documentos',
  },
};
