// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, requestOf } from '../../../test/fixtures';
import { getToasts, toast } from '../../../ui/toast/toast-store';
import { renderAdminPage } from '../admin-test-utils';
import { MailDialog } from './mail-dialog';
import type { Mail } from './mail-outbox-api';

const MAIL: Mail = {
  id: 41,
  to_address: 'lucia@amparo.test',
  subject: 'Documentación de tu póliza AMP-2026-000123',
  text_body: 'Hola, Lucía:\n\nTe enviamos la documentación de tu seguro.',
  status: 'sent',
  created_at: '2026-11-23T10:00:00.000Z',
  attachments: [
    {
      filename: 'contrato-AMP-2026-000123.pdf',
      url: 'http://localhost/api/files/documents/policies/7/2026/11/a.pdf?expires=1&signature=x',
    },
  ],
};

const openDialog = (mail: Mail = MAIL, onClose = vi.fn()) => {
  renderAdminPage(<MailDialog mail={mail} onClose={onClose} />);
  return onClose;
};

describe('the outbox mail dialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    for (const item of getToasts()) toast.dismiss(item.id);
  });

  it('shows the attachments as download links', async () => {
    openDialog();
    const dialog = await screen.findByRole('dialog', { name: MAIL.subject });
    const link = within(dialog).getByRole('link', { name: 'Descargar contrato-AMP-2026-000123.pdf' });
    expect(link.getAttribute('href')).toBe(MAIL.attachments[0]!.url);
    expect(link.getAttribute('download')).toBe('contrato-AMP-2026-000123.pdf');
  });

  it('shows no attachment list for a mail without attachments', async () => {
    openDialog({ ...MAIL, attachments: [] });
    const dialog = await screen.findByRole('dialog', { name: MAIL.subject });
    expect(within(dialog).queryByRole('list', { name: 'Adjuntos' })).toBeNull();
  });

  it('resends only after confirming, then says so in a toast and closes', async () => {
    const fetchMock = mockFetch(() => ({ status: 201, body: { message: 'Correo reenviado', mail_id: 42 } }));
    const onClose = openDialog();
    const dialog = await screen.findByRole('dialog', { name: MAIL.subject });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reenviar' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(
      within(dialog).getByText('Se enviará una copia idéntica, con sus adjuntos, a lucia@amparo.test.'),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reenviar correo' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requestOf(fetchMock).url).toBe('/api/mail-outbox/41/resend');
    expect(requestOf(fetchMock).init.method).toBe('POST');
    expect(getToasts().map((item) => item.message)).toContain('Correo reenviado a lucia@amparo.test');
  });

  it('shows the server refusal in Spanish and stays open', async () => {
    mockFetch(() => ({ status: 404, body: { code: 'MAIL_NOT_FOUND', message: 'Correo no encontrado' } }));
    const onClose = openDialog();
    const dialog = await screen.findByRole('dialog', { name: MAIL.subject });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reenviar' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reenviar correo' }));
    expect(await within(dialog).findByText('Correo no encontrado')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
