import { formatEuro } from '@amparo/domain';
import { Action, MailLayout, Paragraph } from './layout.tsx';
import type { MailTemplate } from './mail-template.ts';

export type PolicyRenewedMailData = {
  holderName: string;
  policyNumber: string;
  /** The new period, 'DD/MM/YYYY'. */
  startsOn: string;
  endsOn: string;
  premium: number;
  monthly: boolean;
  customerAreaUrl: string | null;
  /** The new period's certificate goes attached. */
  withCertificate?: boolean;
};

/** The renewal done: the new period and its premium. */
export const policyRenewedMail: MailTemplate<PolicyRenewedMailData> = {
  subject: (data) => `Tu póliza ${data.policyNumber} está renovada hasta el ${data.endsOn}`,
  render: (data) => (
    <MailLayout preview={`Cubierto hasta el ${data.endsOn}`} heading={`Hola, ${data.holderName}:`}>
      <Paragraph>
        Hemos renovado tu póliza {data.policyNumber}: estás cubierto del {data.startsOn} al {data.endsOn}.
      </Paragraph>
      <Paragraph>
        El nuevo periodo cuesta {formatEuro(data.premium)} {data.monthly ? 'al mes' : 'al año'}, y lo
        cobraremos como hasta ahora.
        {data.withCertificate ? ' Te adjuntamos el certificado de seguro del nuevo periodo.' : ''}
      </Paragraph>
      {data.customerAreaUrl ? <Action href={data.customerAreaUrl}>Ver mi póliza</Action> : null}
    </MailLayout>
  ),
  preview: {
    holderName: 'Lucía',
    policyNumber: 'AMP-2026-000123',
    startsOn: '07/02/2027',
    endsOn: '06/02/2028',
    premium: 895,
    monthly: true,
    customerAreaUrl: 'https://amparo.example/area-cliente',
  },
};
