import { Action, MailLayout, Note, Paragraph } from './layout.tsx';
import type { MailTemplate } from './mail-template.ts';

export type ClaimMessageMailData = {
  holderName: string;
  claimNumber: string;
  /** The desk's message, whole. */
  body: string;
  /** The claim page, where the customer reads and answers; null without a public address. */
  claimUrl: string | null;
};

/** The claims desk wrote to the policyholder in the claim's conversation. */
export const claimMessageMail: MailTemplate<ClaimMessageMailData> = {
  subject: (data) => `Tienes un mensaje sobre tu siniestro ${data.claimNumber}`,
  render: (data) => (
    <MailLayout
      preview={`La mesa de siniestros te ha escrito sobre el ${data.claimNumber}`}
      heading={`Hola, ${data.holderName}:`}
    >
      <Paragraph>La mesa de siniestros te ha escrito sobre tu siniestro {data.claimNumber}:</Paragraph>
      <Paragraph>«{data.body}»</Paragraph>
      {data.claimUrl ? <Action href={data.claimUrl}>Responder</Action> : null}
      <Note>Responde desde la página del siniestro: así tu respuesta queda junto a tu expediente.</Note>
    </MailLayout>
  ),
  preview: {
    holderName: 'Lucía',
    claimNumber: 'SIN-2026-000045',
    body: '¿Nos confirmas la dirección en la que recogemos el móvil?',
    claimUrl: 'https://amparo.example/area-cliente/siniestros/45',
  },
};
