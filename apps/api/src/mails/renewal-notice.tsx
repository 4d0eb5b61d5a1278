import { formatEuro } from '@amparo/domain';
import { Action, MailLayout, Note, Paragraph } from './layout.tsx';
import type { MailTemplate } from './mail-template.ts';

export type RenewalNoticeMailData = {
  holderName: string;
  policyNumber: string;
  productName: string;
  /** The next period, 'DD/MM/YYYY'. */
  startsOn: string;
  endsOn: string;
  /** Per receipt now and next year, in cents, and the receipts' rhythm. */
  currentPremium: number;
  premium: number;
  monthly: boolean;
  /** The last day to oppose, 'DD/MM/YYYY'. */
  declineBy: string;
  customerAreaUrl: string | null;
};

const per = (monthly: boolean) => (monthly ? 'al mes' : 'al año');

/**
 * The insurer's notice of the renewal (LCS art. 22): at least two months before the period ends, with
 * the next year's premium, what changes and how to oppose.
 */
export const renewalNoticeMail: MailTemplate<RenewalNoticeMailData> = {
  subject: (data) => `Tu seguro se renueva el ${data.startsOn}: póliza ${data.policyNumber}`,
  render: (data) => (
    <MailLayout
      preview={`Del ${data.startsOn} al ${data.endsOn}: ${formatEuro(data.premium)} ${per(data.monthly)}`}
      heading={`Hola, ${data.holderName}:`}
    >
      <Paragraph>
        Tu seguro {data.productName} (póliza {data.policyNumber}) se renueva por un año más, del{' '}
        {data.startsOn} al {data.endsOn}, con las mismas coberturas.
      </Paragraph>
      <Paragraph>
        {data.premium === data.currentPremium
          ? `El precio no cambia: ${formatEuro(data.premium)} ${per(data.monthly)}.`
          : `El precio pasa de ${formatEuro(data.currentPremium)} a ${formatEuro(data.premium)} ${per(data.monthly)}, según la tarifa vigente y la antigüedad de tu dispositivo.`}{' '}
        Lo cobraremos como hasta ahora.
      </Paragraph>
      <Paragraph>
        Si no quieres renovar, puedes decírnoslo hasta el {data.declineBy} desde tu área de cliente («No
        renovar») o respondiendo a este correo. La cobertura seguirá hasta el final del periodo actual.
      </Paragraph>
      {data.customerAreaUrl ? <Action href={data.customerAreaUrl}>Ver mi póliza</Action> : null}
      <Note>Si no haces nada, tu seguro se renueva solo y sigues protegido.</Note>
    </MailLayout>
  ),
  preview: {
    holderName: 'Lucía',
    policyNumber: 'AMP-2026-000123',
    productName: 'Móvil Intermedio',
    startsOn: '07/02/2027',
    endsOn: '06/02/2028',
    currentPremium: 995,
    premium: 895,
    monthly: true,
    declineBy: '07/01/2027',
    customerAreaUrl: 'https://amparo.example/area-cliente',
  },
};
