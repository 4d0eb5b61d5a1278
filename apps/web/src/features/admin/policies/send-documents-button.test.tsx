// @vitest-environment happy-dom
import { PolicyStatus } from '@amparo/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSession, mockFetch, requestOf } from '../../../test/fixtures';
import { getToasts, toast } from '../../../ui/toast/toast-store';
import { renderAdminPage } from '../admin-test-utils';
import { SendDocumentsButton } from './send-documents-button';

const POLICY: { id: number; status: number; email: string } = {
  id: 7,
  status: PolicyStatus.ACTIVE_PAID_SIGNED,
  email: 'lucia@amparo.test',
};

const renderButton = (policy = POLICY, role: 'admin' | 'agent' | 'expert' = 'agent') =>
  renderAdminPage(<SendDocumentsButton policy={policy} />, { session: buildSession({ role }) });

describe('Reenviar documentación', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    for (const item of getToasts()) toast.dismiss(item.id);
  });

  it('asks first, then sends the documents and says where in a toast', async () => {
    const fetchMock = mockFetch(() => ({
      status: 201,
      body: {
        message: 'Documentación enviada a lucia@amparo.test',
        mail_id: 9,
        attachments: ['a.pdf', 'b.pdf'],
      },
    }));
    renderButton();
    await userEvent.click(await screen.findByRole('button', { name: 'Reenviar documentación' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Reenviar la documentación?' });
    expect(dialog.textContent).toContain('lucia@amparo.test');
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar documentación' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestOf(fetchMock).url).toBe('/api/policies/7/mail');
    expect(requestOf(fetchMock).init.method).toBe('POST');
    expect(getToasts().map((item) => item.message)).toEqual(['Documentación enviada a lucia@amparo.test']);
  });

  it('shows the limit refusal in Spanish inside the dialog', async () => {
    mockFetch(() => ({
      status: 429,
      body: {
        code: 'POLICY_DOCUMENTS_MAIL_LIMIT',
        message:
          'La documentación de esta póliza ya se ha enviado 5 veces en la última hora. Espera un poco antes de volver a enviarla.',
      },
    }));
    renderButton();
    await userEvent.click(await screen.findByRole('button', { name: 'Reenviar documentación' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Reenviar la documentación?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar documentación' }));
    expect(await within(dialog).findByText(/ya se ha enviado 5 veces/)).toBeTruthy();
  });

  it('is not offered on a draft, nor to a role that may not update policies', async () => {
    renderButton({ ...POLICY, status: PolicyStatus.DRAFT });
    expect(screen.queryByRole('button', { name: 'Reenviar documentación' })).toBeNull();
    renderButton(POLICY, 'expert');
    expect(screen.queryByRole('button', { name: 'Reenviar documentación' })).toBeNull();
  });
});
