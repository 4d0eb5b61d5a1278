import { Action, MailLayout, Note, Paragraph } from './layout.tsx';
import type { MailTemplate } from './mail-template.ts';

export type EvaluationDecidedMailData = {
  holderName: string;
  policyNumber: string;
  /** The insured phone ('Samsung Galaxy A55 5G'). */
  device: string;
  outcome: 'Validated' | 'Rejected' | 'Breakage';
  /** What to fix (rejected) or what was seen (breakage), in Spanish. */
  reasons: string[];
  /** Validated and still to pay: the payment link; null when paid, skipped (partner card) or no address. */
  payUrl: string | null;
  /** Rejected with attempts left: a link to take the photos again; null otherwise. */
  retryUrl: string | null;
  /** Where the customer sees the policy; null when the caller has no public address. */
  customerAreaUrl: string | null;
};

const headline = {
  Validated: 'Tu móvil ha pasado la peritación',
  Rejected: 'Necesitamos otras fotos de tu móvil',
  Breakage: 'Hemos visto daños en tu móvil',
} as const;

/** The phone check has an outcome: decided by the checks or by an expert. */
export const evaluationDecidedMail: MailTemplate<EvaluationDecidedMailData> = {
  subject: (data) => `${headline[data.outcome]}: póliza ${data.policyNumber}`,
  render: (data) => (
    <MailLayout preview={headline[data.outcome]} heading={`Hola, ${data.holderName}:`}>
      {data.outcome === 'Validated' ? (
        <>
          <Paragraph>
            Hemos revisado las fotos de tu {data.device} y todo está bien: tu móvil queda peritado para la
            póliza {data.policyNumber}.
          </Paragraph>
          {data.payUrl ? (
            <>
              <Paragraph>El siguiente paso es pagar el primer recibo para que tu seguro empiece.</Paragraph>
              <Action href={data.payUrl}>Pagar ahora</Action>
            </>
          ) : (
            <Paragraph>Te enviaremos el contrato para que lo firmes.</Paragraph>
          )}
        </>
      ) : data.outcome === 'Rejected' ? (
        <>
          <Paragraph>
            No hemos podido validar las fotos de tu {data.device} (póliza {data.policyNumber}).
          </Paragraph>
          {data.reasons.length > 0 ? (
            <Paragraph>
              {data.reasons.length === 1 ? 'El motivo: ' : 'Los motivos: '}
              {data.reasons.join(' ')}
            </Paragraph>
          ) : null}
          {data.retryUrl ? (
            <>
              <Paragraph>Puedes repetir las fotos ahora; solo lleva un par de minutos.</Paragraph>
              <Action href={data.retryUrl}>Repetir las fotos</Action>
            </>
          ) : (
            <Paragraph>
              Has usado los 3 intentos de fotos. Te llamaremos para revisar tu móvil contigo.
            </Paragraph>
          )}
        </>
      ) : (
        <>
          <Paragraph>
            Nuestro perito ha revisado las fotos de tu {data.device} (póliza {data.policyNumber}) y ha visto
            daños previos, así que no podemos asegurarlo tal como está.
          </Paragraph>
          {data.reasons.length > 0 ? <Paragraph>Lo que ha visto: {data.reasons.join(' ')}</Paragraph> : null}
          <Paragraph>
            No te cobraremos nada por esta póliza. Si crees que es un error, responde a este correo o llámanos
            y lo revisamos contigo.
          </Paragraph>
        </>
      )}
      {data.customerAreaUrl ? <Action href={data.customerAreaUrl}>Ver mi póliza</Action> : null}
      <Note>Si tienes cualquier duda, responde a este correo.</Note>
    </MailLayout>
  ),
  preview: {
    holderName: 'Lucía',
    policyNumber: 'AMP-2026-000123',
    device: 'Samsung Galaxy A55 5G',
    outcome: 'Rejected',
    reasons: ['La foto frontal está muy oscura: hazla con más luz.'],
    payUrl: null,
    retryUrl: 'https://amparo.example/peritation/123?acceso=TOKEN-DE-PERITACION',
    customerAreaUrl: 'https://amparo.example/area-cliente',
  },
};
