// @vitest-environment happy-dom
import type { PolicyEvidence } from '@amparo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSession, mockFetch, requestOf } from '../../../test/fixtures';
import { getToasts, toast } from '../../../ui/toast/toast-store';
import { renderAdminPage } from '../admin-test-utils';
import { PolicySigningPanel } from './policy-signing-panel';

const SHOWN = 'a1'.repeat(32);
const SIGNED = 'b2'.repeat(32);
const record = (sequence: number, kind: string, label: string, payload: Record<string, unknown>) => ({
  sequence,
  kind,
  label,
  payload,
  occurred_at: `2026-11-23T09:0${sequence}:05.000Z`,
  prev_hash: String(sequence - 1).repeat(64),
  hash: `${sequence}c`.repeat(32),
});

function buildEvidence(overrides: Partial<PolicyEvidence> = {}): PolicyEvidence {
  return {
    signatures: [
      {
        id: 4,
        provider: 'builtin',
        status: 'signed',
        document_sha256: SHOWN,
        signed_document_sha256: SIGNED,
        opened_at: '2026-11-23T09:01:05.000Z',
        code_channel: 'sms',
        code_sent_at: '2026-11-23T09:02:05.000Z',
        code_confirmed_at: '2026-11-23T09:03:05.000Z',
        signed_at: '2026-11-23T09:04:05.000Z',
        signer_ip: '203.0.113.9',
        signer_user_agent: 'Mozilla/5.0 (iPhone)',
        failure_reason: null,
        created_at: '2026-11-23T09:00:00.000Z',
      },
    ],
    records: [
      record(1, 'contract.generated', 'Contrato generado', { sha256: SHOWN, premium_cents: 1195 }),
      record(2, 'code.sent', 'Código de firma enviado', { channel: 'sms', to: '+34 6** *** 678' }),
      record(3, 'document.opened', 'Contrato abierto por el firmante', { ip: '203.0.113.9' }),
      record(4, 'contract.signed', 'Contrato firmado y sellado', { sha256: SIGNED }),
    ],
    chain: { valid: true, records: 4, broken_at: null, reason: null },
    contract_link: 'http://localhost/api/files/contracts/7/firmado.pdf?expires=1&signature=x',
    ...overrides,
  };
}

type Answer = { status?: number; body?: unknown };
function serve(evidence: PolicyEvidence, answers: { verify?: Answer; resend?: Answer } = {}) {
  return mockFetch((url) => {
    if (url.endsWith('/evidence/verify-document')) return answers.verify ?? {};
    if (url.endsWith('/signature/resend')) return answers.resend ?? {};
    return { body: evidence };
  });
}

const renderPanel = (status = 3, role: 'admin' | 'agent' | 'store_seller' = 'agent') =>
  renderAdminPage(<PolicySigningPanel policy={{ id: 7, number: 'AMP-2026-000007', status }} />, {
    session: buildSession({ role, ...(role === 'store_seller' ? { store_ids: [1] } : {}) }),
  });

const toastMessages = () => getToasts().map((item) => [item.kind, item.message]);

describe('the signing panel of a policy', () => {
  beforeEach(() => {
    for (const item of getToasts()) toast.dismiss(item.id);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the signing, an intact chain and the trail in Madrid time with its key values', async () => {
    serve(buildEvidence());
    renderPanel();
    expect(await screen.findByText('Cadena de evidencias íntegra')).toBeTruthy();
    expect(screen.getByText('Firmado')).toBeTruthy();
    const trail = screen.getByRole('list', { name: 'Registro de evidencias' });
    const items = within(trail).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Registro 1: Contrato generado',
      'Registro 2: Código de firma enviado',
      'Registro 3: Contrato abierto por el firmante',
      'Registro 4: Contrato firmado y sellado',
    ]);
    // 09:02:05 UTC in November is 10:02:05 in Madrid.
    expect(within(items[1]!).getByText('23/11/2026, 10:02:05')).toBeTruthy();
    expect(within(items[1]!).getByText('SMS')).toBeTruthy();
    expect(within(items[1]!).getByText('+34 6** *** 678')).toBeTruthy();
    expect(within(items[2]!).getByText('203.0.113.9')).toBeTruthy();
    expect(within(items[0]!).getByText('11,95 €')).toBeTruthy();
    expect(within(items[0]!).getAllByText('a1a1a1a1…a1a1a1a1').length).toBe(1);
    const download = screen.getByRole('link', { name: 'Descargar contrato firmado' });
    expect(download.getAttribute('href')).toBe(buildEvidence().contract_link);
  });

  it('copies a whole hash from its shortened form', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    serve(buildEvidence());
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Copiar Contrato firmado (SHA-256)' }));
    expect(writeText).toHaveBeenCalledWith(SIGNED);
    expect(toastMessages()).toContainEqual(['success', 'Copiado al portapapeles']);
  });

  it('says where the chain breaks and marks that record', async () => {
    serve(buildEvidence({ chain: { valid: false, records: 4, broken_at: 3, reason: 'hash_mismatch' } }));
    renderPanel();
    expect(await screen.findByText('Cadena rota en el registro 3')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'El contenido del registro 3 no coincide con su huella: se ha modificado.',
    );
    const items = within(screen.getByRole('list', { name: 'Registro de evidencias' })).getAllByRole(
      'listitem',
    );
    expect(within(items[2]!).getByText('Aquí se rompe la cadena')).toBeTruthy();
    expect(within(items[1]!).queryByText('Aquí se rompe la cadena')).toBeNull();
  });

  it('shows a policy not yet sent to sign without a download', async () => {
    serve(
      buildEvidence({
        signatures: [],
        records: [],
        chain: { valid: true, records: 0, broken_at: null, reason: null },
        contract_link: null,
      }),
    );
    renderPanel(2, 'store_seller');
    expect(await screen.findByText('Sin iniciar')).toBeTruthy();
    expect(screen.getByText('Sin evidencias todavía')).toBeTruthy();
    expect(screen.getByText('Aún no hay registros: la firma no ha empezado.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Descargar contrato firmado' })).toBeNull();
    // A store seller does not change policies: no resend.
    expect(screen.queryByRole('button', { name: 'Reenviar enlace de firma' })).toBeNull();
  });
});

describe('checking a PDF against the signing', () => {
  afterEach(() => vi.unstubAllGlobals());
  const pdf = () => new File(['%PDF-1.7 firmado'], 'contrato.pdf', { type: 'application/pdf' });

  it('sends the file in base64 and says it is the signed contract', async () => {
    const fetchMock = serve(buildEvidence(), {
      verify: {
        body: { sha256: SIGNED, match: 'signed', signature_id: 4, signed_at: '2026-11-23T09:04:05.000Z' },
      },
    });
    renderPanel();
    await userEvent.upload(await screen.findByLabelText('Comprobar un PDF'), pdf());
    expect(
      await screen.findByText(
        'Es el contrato firmado de esta póliza, sin cambios (firmado el 23/11/2026, 10:04:05).',
      ),
    ).toBeTruthy();
    const call = fetchMock.mock.calls.findIndex(([url]) => String(url).endsWith('/verify-document'));
    const { url, init, body } = requestOf(fetchMock, call);
    expect(url).toBe('/api/policies/7/evidence/verify-document');
    expect(init.method).toBe('POST');
    expect(atob(body.fileBase64.replace(/^data:[^,]*,/, ''))).toBe('%PDF-1.7 firmado');
    expect(screen.getByText('Fichero: contrato.pdf')).toBeTruthy();
  });

  it.each([
    ['unsigned', 'Es el contrato tal como se mostró antes de firmar, no el contrato firmado.'],
    ['none', 'No coincide con ningún contrato de esta póliza: el fichero es otro o se ha modificado.'],
  ])('says so when the file is %s', async (match, text) => {
    serve(buildEvidence(), {
      verify: { body: { sha256: SHOWN, match, signature_id: null, signed_at: null } },
    });
    renderPanel();
    await userEvent.upload(await screen.findByLabelText('Comprobar un PDF'), pdf());
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it("shows the server's refusal", async () => {
    serve(buildEvidence(), {
      verify: { status: 413, body: { message: 'El fichero es demasiado grande: el máximo es 15 MB' } },
    });
    renderPanel();
    await userEvent.upload(await screen.findByLabelText('Comprobar un PDF'), pdf());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'El fichero es demasiado grande: el máximo es 15 MB',
    );
  });

  it('refuses a file over 15 MB without sending it', async () => {
    const fetchMock = serve(buildEvidence());
    renderPanel();
    const big = pdf();
    Object.defineProperty(big, 'size', { value: 15 * 1024 * 1024 + 1 });
    await userEvent.upload(await screen.findByLabelText('Comprobar un PDF'), big);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'El fichero es demasiado grande: el máximo es 15 MB',
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/verify-document'))).toBe(false);
  });
});

describe('resending the signing link', () => {
  beforeEach(() => {
    for (const item of getToasts()) toast.dismiss(item.id);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks first, then sends it (by SMS too when ticked) and shows the toast', async () => {
    const fetchMock = serve(buildEvidence({ contract_link: null }), {
      resend: { status: 201, body: { message: 'Enlace de firma reenviado a l***@correo.es', mail_id: 9 } },
    });
    renderPanel(2);
    await userEvent.click(await screen.findByRole('button', { name: 'Reenviar enlace de firma' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Reenviar el enlace de firma?' });
    expect(within(dialog).getByText(/AMP-2026-000007/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Enviarlo también por SMS' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reenviar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const call = fetchMock.mock.calls.findIndex(([url]) => String(url).endsWith('/signature/resend'));
    expect(requestOf(fetchMock, call)).toMatchObject({
      url: '/api/policies/7/signature/resend',
      body: { sms: true },
    });
    expect(toastMessages()).toContainEqual(['success', 'Enlace de firma reenviado a l***@correo.es']);
  });

  it('shows the refusal as an error toast and keeps the dialog open', async () => {
    serve(buildEvidence({ contract_link: null }), {
      resend: { status: 409, body: { message: 'Esta póliza ya está firmada' } },
    });
    renderPanel(2, 'admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Reenviar enlace de firma' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reenviar' }));
    await waitFor(() => expect(toastMessages()).toContainEqual(['error', 'Esta póliza ya está firmada']));
    expect(within(dialog).getByRole('alert').textContent).toBe('Esta póliza ya está firmada');
  });

  it('is offered only while the policy waits for its signature', async () => {
    serve(buildEvidence());
    renderPanel(3, 'admin');
    await screen.findByText('Cadena de evidencias íntegra');
    expect(screen.queryByRole('button', { name: 'Reenviar enlace de firma' })).toBeNull();
  });
});
