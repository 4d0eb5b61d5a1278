import { Action, MailLayout, Note, Paragraph } from './layout.tsx';
import type { MailTemplate } from './mail-template.ts';

export type ClaimReceivedMailData = {
  holderName: string;
  policyNumber: string;
  /** The claim's reference, as shown to the customer. */
  claimNumber: string;
  /** When it was reported, Madrid time, already formatted ('23/11/2026 a las 09:41'). */
  reportedAt: string;
  /** The device the claim is about ('iPhone 15 · IMEI 35…'). */
  device: string;
  /** Where the customer follows the claim; null when the caller has no public address. */
  claimUrl: string | null;
};

/** A customer reported a claim: the acknowledgement with its reference (claims issue). */
export const claimReceivedMail: MailTemplate<ClaimReceivedMailData> = {
  subject: (data) => `Hemos recibido tu siniestro ${data.claimNumber}`,
  render: (data) => (
    <MailLayout preview={`Siniestro ${data.claimNumber} registrado`} heading={`Hola, ${data.holderName}:`}>
      <Paragraph>
        Sentimos lo ocurrido. Hemos registrado tu siniestro {data.claimNumber} de la póliza{' '}
        {data.policyNumber} el {data.reportedAt} (hora peninsular), para tu {data.device}.
      </Paragraph>
      <Paragraph>
        Nuestro equipo lo revisará y te escribiremos en cuanto haya novedades o si necesitamos algún documento
        más.
      </Paragraph>
      {data.claimUrl ? <Action href={data.claimUrl}>Ver mi siniestro</Action> : null}
      <Note>Indica la referencia {data.claimNumber} si nos escribes sobre este siniestro.</Note>
    </MailLayout>
  ),
  preview: {
    holderName: 'Lucía',
    policyNumber: 'AMP-2026-000123',
    claimNumber: 'SIN-2026-000045',
    reportedAt: '23/11/2026 a las 09:41',
    device: 'iPhone 15',
    claimUrl: 'https://amparo.example/area-cliente/siniestros/45',
  },
};
