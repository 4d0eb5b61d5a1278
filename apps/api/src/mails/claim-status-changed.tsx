import { Action, MailLayout, Note, Paragraph } from './layout.tsx';
import type { MailTemplate } from './mail-template.ts';

export type ClaimStatusChangedMailData = {
  holderName: string;
  claimNumber: string;
  /** The new status as the customer reads it ('En reparación'). */
  statusName: string;
  /** A sentence for the customer about the new status; null when the status says enough. */
  detail: string | null;
  /** Where the customer follows the claim; null when the caller has no public address. */
  claimUrl: string | null;
};

/** A claim moved to another status (claims issue); denials have their own mail ('claim-denied'). */
export const claimStatusChangedMail: MailTemplate<ClaimStatusChangedMailData> = {
  subject: (data) => `Tu siniestro ${data.claimNumber}: ${data.statusName}`,
  render: (data) => (
    <MailLayout
      preview={`Novedades de tu siniestro ${data.claimNumber}`}
      heading={`Hola, ${data.holderName}:`}
    >
      <Paragraph>
        Hay novedades en tu siniestro {data.claimNumber}. Su estado ahora es: {data.statusName}.
      </Paragraph>
      {data.detail ? <Paragraph>{data.detail}</Paragraph> : null}
      {data.claimUrl ? <Action href={data.claimUrl}>Ver mi siniestro</Action> : null}
      <Note>Te seguiremos informando de cada paso.</Note>
    </MailLayout>
  ),
  preview: {
    holderName: 'Lucía',
    claimNumber: 'SIN-2026-000045',
    statusName: 'En reparación',
    detail: 'El servicio técnico ya tiene tu móvil y te avisará cuando esté listo.',
    claimUrl: 'https://amparo.example/area-cliente/siniestros/45',
  },
};
