import { Action, MailLayout, Note, Paragraph } from './layout.tsx';
import type { MailTemplate } from './mail-template.ts';

export type ClaimReplyReceivedMailData = {
  claimNumber: string;
  holderName: string;
  policyNumber: string;
  body: string;
  /** The attachment's file name, if one came with the message. */
  attachmentName: string | null;
  /** The claim in the back office. */
  deskUrl: string | null;
};

/** To the claims desk's mailbox: a policyholder wrote on a claim. */
export const claimReplyReceivedMail: MailTemplate<ClaimReplyReceivedMailData> = {
  subject: (data) => `Mensaje del cliente en el siniestro ${data.claimNumber}`,
  render: (data) => (
    <MailLayout
      preview={`${data.holderName} ha escrito en el ${data.claimNumber}`}
      heading="Hola, equipo de siniestros:"
    >
      <Paragraph>
        {data.holderName} (póliza {data.policyNumber}) ha escrito en el siniestro {data.claimNumber}:
      </Paragraph>
      <Paragraph>«{data.body}»</Paragraph>
      {data.attachmentName ? <Paragraph>Adjunta un archivo: {data.attachmentName}.</Paragraph> : null}
      {data.deskUrl ? <Action href={data.deskUrl}>Abrir el siniestro</Action> : null}
      <Note>
        Contesta desde el siniestro en el back office, no a este correo: así el cliente lo ve en su área.
      </Note>
    </MailLayout>
  ),
  preview: {
    claimNumber: 'SIN-2026-000045',
    holderName: 'Lucía Pérez Gómez',
    policyNumber: 'AMP-2026-000123',
    body: 'Os adjunto el presupuesto del servicio técnico.',
    attachmentName: 'presupuesto.pdf',
    deskUrl: 'https://amparo.example/admin/siniestros/45',
  },
};
