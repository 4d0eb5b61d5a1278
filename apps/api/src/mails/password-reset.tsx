import { Action, MailLayout, Note, Paragraph } from './layout.tsx';
import type { MailTemplate } from './mail-template.ts';

export type PasswordResetMailData = { name: string; resetUrl: string };

/** A staff member asked to reset their password: a single-use link valid for an hour. */
export const passwordResetMail: MailTemplate<PasswordResetMailData> = {
  subject: () => 'Restablece tu contraseña de Amparo',
  render: (data) => (
    <MailLayout preview="Elige una nueva contraseña" heading={`Hola, ${data.name}:`}>
      <Paragraph>
        Hemos recibido una petición para restablecer la contraseña de tu cuenta del back office de Amparo.
      </Paragraph>
      <Paragraph>Abre este enlace para elegir una nueva (caduca en una hora y sirve una sola vez):</Paragraph>
      <Action href={data.resetUrl}>Elegir una nueva contraseña</Action>
      <Note>Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.</Note>
    </MailLayout>
  ),
  preview: {
    name: 'Marta',
    resetUrl: 'https://amparo.example/admin/restablecer-contrasena?token=TOKEN-DE-RESTABLECER',
  },
};
