import { SIGNING_CODE_TTL_MS } from '@amparo/domain';
import { Code, MailLayout, Note, Paragraph } from './layout.tsx';
import type { MailTemplate } from './mail-template.ts';

export type SigningCodeMailData = { holderName: string; policyNumber: string; code: string };

/** The one-time code that confirms the signature of a contract. */
export const signingCodeMail: MailTemplate<SigningCodeMailData> = {
  subject: (data) => `Tu código para firmar la póliza ${data.policyNumber}`,
  render: (data) => (
    <MailLayout preview="Tu código de firma" heading={`Hola, ${data.holderName}:`}>
      <Paragraph>
        Tu código para firmar el contrato de la póliza {data.policyNumber} es: {data.code}
      </Paragraph>
      <Code>{data.code}</Code>
      <Paragraph>
        Caduca en {SIGNING_CODE_TTL_MS / 60_000} minutos. Escríbelo en la página de firma.
      </Paragraph>
      <Note>Si no estás firmando ningún contrato, ignora este correo y no compartas el código.</Note>
    </MailLayout>
  ),
  preview: { holderName: 'Lucía', policyNumber: 'AMP-2026-000123', code: '482913' },
};
