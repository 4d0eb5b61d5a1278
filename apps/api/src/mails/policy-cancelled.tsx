import { MailLayout, Note, Paragraph } from './layout.tsx';
import type { MailTemplate } from './mail-template.ts';

export type PolicyCancelledMailData = {
  holderName: string;
  policyNumber: string;
  kind: 'withdrawal' | 'cancellation';
  /** When it was recorded, Madrid time, already formatted ('23/11/2026 a las 09:41'). */
  recordedAt: string;
  /** The last day of cover, 'DD/MM/YYYY'. */
  effectiveDate: string;
  /** Already formatted ('11,95 €'); null when nothing goes back. */
  refund: string | null;
  /** How the refund goes back: to the card, or by transfer. */
  refundChannel: 'card' | 'transfer' | null;
  /** Receipts at the bank that could not be withdrawn: refunded if the bank charges them. */
  receiptsAtBank: number;
};

const refundSentence = (data: PolicyCancelledMailData) =>
  data.refundChannel === 'card'
    ? `Te devolvemos ${data.refund} a la tarjeta con la que pagaste.`
    : `Te devolvemos ${data.refund} por transferencia a tu cuenta.`;

/** The acknowledgement of a withdrawal or a cancellation, on a durable medium (Directive 2023/2673). */
export const policyCancelledMail: MailTemplate<PolicyCancelledMailData> = {
  subject: (data) =>
    data.kind === 'withdrawal'
      ? `Hemos recibido tu desistimiento de la póliza ${data.policyNumber}`
      : `Tu póliza ${data.policyNumber} está cancelada`,
  render: (data) => (
    <MailLayout
      preview={
        data.kind === 'withdrawal'
          ? `Desistimiento registrado el ${data.recordedAt}`
          : `Cobertura hasta el ${data.effectiveDate}`
      }
      heading={`Hola, ${data.holderName}:`}
    >
      {data.kind === 'withdrawal' ? (
        <Paragraph>
          Hemos registrado tu desistimiento de la póliza {data.policyNumber} el {data.recordedAt} (hora
          peninsular). La cobertura termina el {data.effectiveDate}.
        </Paragraph>
      ) : (
        <Paragraph>
          Hemos cancelado tu póliza {data.policyNumber} el {data.recordedAt} (hora peninsular). La cobertura
          sigue hasta el {data.effectiveDate}, incluido.
        </Paragraph>
      )}
      {data.refund ? (
        <Paragraph>{refundSentence(data)}</Paragraph>
      ) : (
        <Paragraph>No hay importe que devolver.</Paragraph>
      )}
      <Paragraph>No te cobraremos más recibos de esta póliza.</Paragraph>
      {data.receiptsAtBank > 0 ? (
        <Note>Un recibo ya estaba enviado a tu banco: si llega a cargarse, te devolveremos su importe.</Note>
      ) : null}
      <Note>Guarda este correo: es el justificante de tu solicitud.</Note>
    </MailLayout>
  ),
  preview: {
    holderName: 'Lucía',
    policyNumber: 'AMP-2026-000123',
    kind: 'withdrawal',
    recordedAt: '23/11/2026 a las 09:41',
    effectiveDate: '23/11/2026',
    refund: '11,95 €',
    refundChannel: 'card',
    receiptsAtBank: 0,
  },
};
