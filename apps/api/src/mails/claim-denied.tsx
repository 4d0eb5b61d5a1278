import { Action, MailLayout, Note, Paragraph } from './layout.tsx';
import type { MailTemplate } from './mail-template.ts';

export type ClaimDeniedMailData = {
  holderName: string;
  policyNumber: string;
  claimNumber: string;
  /** Why the claim is not covered, written for the customer (the clause, in plain words). */
  reason: string;
  /** Where the customer reads the claim; null when the caller has no public address. */
  claimUrl: string | null;
};

/** A claim was denied: the reason, and that the customer may disagree (claims issue). */
export const claimDeniedMail: MailTemplate<ClaimDeniedMailData> = {
  subject: (data) => `Resolución de tu siniestro ${data.claimNumber}`,
  render: (data) => (
    <MailLayout
      preview={`Tu siniestro ${data.claimNumber} no está cubierto`}
      heading={`Hola, ${data.holderName}:`}
    >
      <Paragraph>
        Hemos estudiado con atención tu siniestro {data.claimNumber} de la póliza {data.policyNumber} y
        lamentamos decirte que no podemos cubrirlo.
      </Paragraph>
      <Paragraph>Motivo: {data.reason}</Paragraph>
      <Paragraph>
        Si no estás de acuerdo, responde a este correo contándonos por qué y lo revisaremos de nuevo. También
        puedes presentar una reclamación ante nuestro servicio de atención al cliente.
      </Paragraph>
      {data.claimUrl ? <Action href={data.claimUrl}>Ver mi siniestro</Action> : null}
      <Note>Tu póliza sigue activa para cualquier otro siniestro.</Note>
    </MailLayout>
  ),
  preview: {
    holderName: 'Lucía',
    policyNumber: 'AMP-2026-000123',
    claimNumber: 'SIN-2026-000045',
    reason: 'El daño se produjo antes de la fecha de inicio de la póliza.',
    claimUrl: 'https://amparo.example/area-cliente/siniestros/45',
  },
};
