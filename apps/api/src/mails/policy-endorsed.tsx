import { formatEuro } from '@amparo/domain';
import { Action, MailLayout, Note, Paragraph } from './layout.tsx';
import type { MailTemplate } from './mail-template.ts';

export type PolicyEndorsedMailData = {
  holderName: string;
  policyNumber: string;
  sequence: number;
  /** 'cambio de dispositivo', 'cambio de modalidad', 'cambio de periodicidad'. */
  change: string;
  /** 'Ahora aseguramos tu Apple iPhone 16 en lugar de …', in one sentence. */
  summary: string;
  /** 'DD/MM/YYYY'. */
  effectiveOn: string;
  premiumBefore: number;
  premiumAfter: number;
  adjustment: number;
  /** A phone's new check: the link to do it (the customer area when no link could be made). */
  phoneCheckUrl: string | null;
  customerAreaUrl: string | null;
};

/** A suplemento made: what changed, from when, what it does to the premium; its PDF goes attached. */
export const policyEndorsedMail: MailTemplate<PolicyEndorsedMailData> = {
  subject: (data) => `Suplemento ${data.sequence} de tu póliza ${data.policyNumber}: ${data.change}`,
  render: (data) => (
    <MailLayout preview={data.summary} heading={`Hola, ${data.holderName}:`}>
      <Paragraph>
        {data.summary} El cambio vale desde el {data.effectiveOn}; te adjuntamos el suplemento, que forma
        parte de tu contrato.
      </Paragraph>
      <Paragraph>
        {data.premiumAfter === data.premiumBefore
          ? 'Tu prima no cambia.'
          : `Los recibos hasta el final del periodo pasan de ${formatEuro(data.premiumBefore)} a ${formatEuro(data.premiumAfter)} en total, a prorrata de los días.`}{' '}
        {data.adjustment > 0
          ? `La diferencia de los recibos ya pagados (${formatEuro(data.adjustment)}) va en un recibo aparte.`
          : data.adjustment < 0
            ? `Te devolvemos ${formatEuro(-data.adjustment)} de los recibos ya pagados.`
            : ''}
      </Paragraph>
      {data.phoneCheckUrl ? (
        <>
          <Paragraph>
            Para que tu nuevo móvil quede cubierto, haz su peritación: el IMEI y dos fotos frente a un espejo.
            Hasta que la validemos, el móvil nuevo no está cubierto.
          </Paragraph>
          <Action href={data.phoneCheckUrl}>Peritar mi nuevo móvil</Action>
        </>
      ) : null}
      {data.customerAreaUrl ? <Action href={data.customerAreaUrl}>Ver mi póliza</Action> : null}
      <Note>Si no has pedido este cambio, llámanos o responde a este correo.</Note>
    </MailLayout>
  ),
  preview: {
    holderName: 'Lucía',
    policyNumber: 'AMP-2026-000123',
    sequence: 1,
    change: 'cambio de dispositivo',
    summary: 'Ahora aseguramos tu Apple iPhone 16 en lugar de tu Samsung Galaxy S22.',
    effectiveOn: '07/12/2026',
    premiumBefore: 9950,
    premiumAfter: 11240,
    adjustment: 0,
    phoneCheckUrl: 'https://amparo.example/peritation/123?acceso=…',
    customerAreaUrl: 'https://amparo.example/area-cliente',
  },
};
