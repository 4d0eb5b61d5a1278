import { Action, MailLayout, Note, Paragraph } from './layout.tsx';
import type { MailTemplate } from './mail-template.ts';

export type ClaimDocumentRequestedMailData = {
  holderName: string;
  claimNumber: string;
  /** The document asked for ('Historial de ubicaciones', or the desk's own words). */
  documentName: string;
  /** What exactly to send, in the desk's words. */
  description: string;
  /** The claim page, where the document is uploaded; null without a public address. */
  uploadUrl: string | null;
};

/** The claims desk asks for one more document than the claim's own list (claims desk issue). */
export const claimDocumentRequestedMail: MailTemplate<ClaimDocumentRequestedMailData> = {
  subject: (data) => `Te pedimos un documento más para tu siniestro ${data.claimNumber}`,
  render: (data) => (
    <MailLayout
      preview={`${data.documentName}: lo necesitamos para seguir con tu siniestro`}
      heading={`Hola, ${data.holderName}:`}
    >
      <Paragraph>
        Para seguir con tu siniestro {data.claimNumber} necesitamos un documento más: {data.documentName}.
      </Paragraph>
      <Paragraph>{data.description}</Paragraph>
      <Paragraph>Envíanoslo desde la página del siniestro y seguiremos en cuanto lo recibamos.</Paragraph>
      {data.uploadUrl ? <Action href={data.uploadUrl}>Adjuntar documentación</Action> : null}
      <Note>Si tienes dudas sobre qué enviar, escríbenos desde la misma página.</Note>
    </MailLayout>
  ),
  preview: {
    holderName: 'Lucía',
    claimNumber: 'SIN-2026-000045',
    documentName: 'Presupuesto de reparación',
    description: 'El presupuesto del servicio técnico, con el IMEI del móvil y el importe.',
    uploadUrl: 'https://amparo.example/area-cliente/siniestros/45',
  },
};
