import { MailLayout, Note, Paragraph } from './layout.tsx';
import type { MailTemplate } from './mail-template.ts';

export type RenewalDeclinedMailData = {
  holderName: string;
  policyNumber: string;
  /** Who stopped it: the holder's own notice, or the insurer. */
  by: 'holder' | 'insurer';
  /** The insurer's reason; null for the holder's notice. */
  reason: string | null;
  /** The last covered day, 'DD/MM/YYYY'. */
  coverEndsOn: string;
};

/** The acknowledgement of an opposition to the renewal, or the insurer's notice that it will not renew. */
export const renewalDeclinedMail: MailTemplate<RenewalDeclinedMailData> = {
  subject: (data) =>
    data.by === 'holder'
      ? `Hemos recibido tu aviso: la póliza ${data.policyNumber} no se renovará`
      : `Tu póliza ${data.policyNumber} no se renovará`,
  render: (data) => (
    <MailLayout preview={`Cobertura hasta el ${data.coverEndsOn}`} heading={`Hola, ${data.holderName}:`}>
      {data.by === 'holder' ? (
        <Paragraph>
          Hemos registrado que no quieres renovar tu póliza {data.policyNumber}. No te cobraremos el año
          siguiente.
        </Paragraph>
      ) : (
        <Paragraph>
          Te comunicamos que no renovaremos tu póliza {data.policyNumber} al final de este periodo
          {data.reason ? `: ${data.reason}` : ''}.
        </Paragraph>
      )}
      <Paragraph>
        Sigues cubierto hasta el {data.coverEndsOn}, incluido; ese día la póliza termina y no hay nada más que
        pagar ni que devolver.
      </Paragraph>
      <Note>Guarda este correo: es el justificante del aviso.</Note>
    </MailLayout>
  ),
  preview: {
    holderName: 'Lucía',
    policyNumber: 'AMP-2026-000123',
    by: 'holder',
    reason: null,
    coverEndsOn: '06/02/2027',
  },
};
