import { formatEuro } from '@amparo/domain';
import { Action, MailLayout, Note, Paragraph } from './layout.tsx';
import type { MailTemplate } from './mail-template.ts';

export type UnpaidPremiumMailData = {
  holderName: string;
  policyNumber: string;
  kind: 'suspension_warning' | 'suspended' | 'extinguished';
  /** The unpaid receipt: its amount in cents and due date, 'DD/MM/YYYY'. */
  amount: number;
  dueOn: string;
  /** The first day without cover, 'DD/MM/YYYY'. */
  since: string;
  /** The day the contract ends if still unpaid (suspended), or ended (extinguished), 'DD/MM/YYYY'. */
  endsOn: string;
  customerAreaUrl: string | null;
};

/**
 * An unpaid later receipt, as LCS art. 15 has it: the warning before cover is suspended (a month after
 * the due date), the suspension itself, and the end of the contract six months after the due date.
 */
export const unpaidPremiumMail: MailTemplate<UnpaidPremiumMailData> = {
  subject: (data) =>
    data.kind === 'suspension_warning'
      ? `Paga tu recibo antes del ${data.since} para seguir cubierto: póliza ${data.policyNumber}`
      : data.kind === 'suspended'
        ? `Tu seguro está suspendido por un recibo sin pagar: póliza ${data.policyNumber}`
        : `Tu póliza ${data.policyNumber} ha terminado por impago`,
  render: (data) => (
    <MailLayout
      preview={`Recibo de ${formatEuro(data.amount)} que vencía el ${data.dueOn}`}
      heading={`Hola, ${data.holderName}:`}
    >
      {data.kind === 'suspension_warning' ? (
        <Paragraph>
          El recibo de {formatEuro(data.amount)} de tu póliza {data.policyNumber}, que vencía el {data.dueOn},
          sigue sin pagar. Si no lo pagas, tu seguro dejará de cubrirte desde el {data.since}.
        </Paragraph>
      ) : data.kind === 'suspended' ? (
        <>
          <Paragraph>
            Tu seguro (póliza {data.policyNumber}) no te cubre desde el {data.since}: el recibo de{' '}
            {formatEuro(data.amount)} que vencía el {data.dueOn} sigue sin pagar. Un siniestro de estos días
            no está cubierto.
          </Paragraph>
          <Paragraph>
            En cuanto lo pagues vuelves a estar cubierto desde el día siguiente. Si sigue sin pagar el{' '}
            {data.endsOn}, el contrato termina.
          </Paragraph>
        </>
      ) : (
        <Paragraph>
          Tu póliza {data.policyNumber} ha terminado el {data.endsOn}: el recibo de {formatEuro(data.amount)}{' '}
          que vencía el {data.dueOn} lleva seis meses sin pagar. No te cubría desde el {data.since} y no te
          cobraremos más recibos.
        </Paragraph>
      )}
      {data.kind !== 'extinguished' && data.customerAreaUrl ? (
        <Action href={data.customerAreaUrl}>Pagar el recibo</Action>
      ) : null}
      <Note>
        Artículo 15 de la Ley de Contrato de Seguro. Si ya lo has pagado, no hace falta que hagas nada.
      </Note>
    </MailLayout>
  ),
  preview: {
    holderName: 'Lucía',
    policyNumber: 'AMP-2026-000123',
    kind: 'suspended',
    amount: 1195,
    dueOn: '10/02/2026',
    since: '10/03/2026',
    endsOn: '10/08/2026',
    customerAreaUrl: 'https://amparo.example/area-cliente',
  },
};
