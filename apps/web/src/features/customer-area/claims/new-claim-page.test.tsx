// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../../auth/session-store';
import { buildSession, mockFetch, requestOf } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { buildClaim, buildHome, buildPolicy } from './claim-test-data';
import NewClaimPage from './new-claim-page';

const NOW = new Date('2026-03-10T10:00:00Z');

const MULTI = buildPolicy({
  product: { name: 'Multidispositivo', product_type_id: 5 },
  devices: ['Bosch Serie 6', 'Samsung QE55', 'Samsung Galaxy A55'],
  risks: [
    { id: 3, risk_type: 6, label: 'Bosch Serie 6' },
    { id: 4, risk_type: 5, label: 'Samsung QE55' },
    { id: 8, risk_type: 1, label: 'Samsung Galaxy A55' },
  ],
});
const SCOOTER = buildPolicy({
  product: { name: 'Patinete', product_type_id: 3 },
  risks: [
    { id: 5, risk_type: 3, label: 'Xiaomi Scooter 4 Pro' },
    { id: 6, risk_type: 2, label: 'Lucía Martín' },
  ],
});

type Answer = { status?: number; body?: unknown };

function renderForm(policy = buildPolicy(), declared: Answer = { status: 201, body: buildClaim() }) {
  const fetchMock = mockFetch((url, init) =>
    init.method === 'POST' ? declared : url.endsWith('/customer/home') ? { body: buildHome([policy]) } : {},
  );
  const view = renderRoutes(
    [
      { path: '/area-cliente/siniestros/nuevo', element: <NewClaimPage now={NOW} /> },
      { path: '/area-cliente/siniestros/:id', element: <h1>Página del siniestro</h1> },
    ],
    `/area-cliente/siniestros/nuevo?poliza=${policy.id}`,
  );
  return { ...view, fetchMock };
}

const posts = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map((_, i) => requestOf(fetchMock, i)).filter((r) => r.init.method === 'POST');

const typeNames = () =>
  within(screen.getByRole('radiogroup', { name: '¿Qué ha pasado?' }))
    .getAllByRole('radio')
    .map((radio) => radio.textContent);

const checkedType = () =>
  within(screen.getByRole('radiogroup', { name: '¿Qué ha pasado?' }))
    .queryAllByRole('radio')
    .filter((radio) => radio.getAttribute('aria-checked') === 'true')
    .map((radio) => radio.textContent);

const save = () => userEvent.click(screen.getByRole('button', { name: 'Guardar y adjuntar documentos' }));

describe('declaring a claim', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(buildSession({ role: 'policyholder' })));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('offers the claim types of a phone policy (spec 9), its only phone shown, not asked', async () => {
    renderForm();
    expect(await screen.findByRole('heading', { name: 'Declarar un siniestro' })).toBeTruthy();
    expect(typeNames()).toEqual([
      'Robo',
      'Hurto',
      'Rotura de pantalla frontal',
      'Rotura de tapa trasera',
      'Roturas varias',
      'Daños por agua',
    ]);
    expect(screen.queryByRole('radiogroup', { name: '¿Qué aparato ha sufrido el siniestro?' })).toBeNull();
    expect(screen.getByText('Apple iPhone 15')).toBeTruthy();
  });

  it('offers the scooter types, and asks which insured item', async () => {
    renderForm(SCOOTER);
    await screen.findByRole('heading', { name: 'Declarar un siniestro' });
    expect(typeNames()).toEqual([
      'Fallecimiento por accidente',
      'Invalidez por accidente',
      'Daños físicos del conductor',
      'Daños a terceros',
      'Reclamación de daños a terceros',
      'Robo del patinete',
      'Daños en el patinete',
      'Hospitalización',
    ]);
    const items = screen.getByRole('radiogroup', { name: '¿Qué aparato ha sufrido el siniestro?' });
    expect(
      within(items)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['Xiaomi Scooter 4 Pro', 'Lucía Martín']);
  });

  it('offers breakdown only on an extended warranty', async () => {
    renderForm(buildPolicy({ product: { name: 'Garantía extendida', product_type_id: 4 } }));
    await screen.findByRole('heading', { name: 'Declarar un siniestro' });
    expect(typeNames()).toEqual(['Avería']);
  });

  it('says what is missing, refuses a day after today, and sends nothing', async () => {
    const { fetchMock } = renderForm();
    await screen.findByRole('heading', { name: 'Declarar un siniestro' });
    await save();
    expect(await screen.findByText('Revisa los datos marcados.')).toBeTruthy();
    expect(screen.getByText('Indica el tipo de siniestro')).toBeTruthy();
    expect(screen.getByText('Indica la fecha en que ocurrió')).toBeTruthy();
    expect(screen.getByText('Cuéntanos qué ha pasado (al menos 10 caracteres)')).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: 'Robo' }));
    await userEvent.type(screen.getByLabelText('Fecha en que ocurrió'), '2026-03-11');
    await userEvent.type(screen.getByLabelText('Descripción'), 'Me lo robaron en el metro.');
    await save();
    expect(await screen.findByText('La fecha no puede ser posterior a hoy')).toBeTruthy();
    expect(screen.getByLabelText('Fecha en que ocurrió').getAttribute('aria-invalid')).toBe('true');
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('multi-risk: shows the fields of the chosen item and type, checks them, and sends only those', async () => {
    const { fetchMock, router } = renderForm(MULTI);
    await screen.findByRole('heading', { name: 'Declarar un siniestro' });
    await userEvent.click(screen.getByRole('radio', { name: 'Bosch Serie 6' }));
    // A robbery first: no breakage detail; then water damage adds it.
    await userEvent.click(screen.getByRole('radio', { name: 'Robo' }));
    expect(screen.queryByLabelText('Detalle de la rotura o avería')).toBeNull();
    await userEvent.type(screen.getByLabelText('Marca'), 'Bosch');
    await userEvent.click(screen.getByRole('radio', { name: 'Daños por agua' }));
    const appliance = screen.getByLabelText('Tipo de electrodoméstico') as HTMLSelectElement;
    expect([...appliance.options].map((o) => o.value)).toContain('Lavadora');
    // The appliance's own list only: this item is no multimedia device.
    expect(screen.queryByLabelText(/Tipo de dispositivo multimedia/)).toBeNull();

    await userEvent.type(screen.getByLabelText('Fecha en que ocurrió'), '2026-03-09');
    await userEvent.type(screen.getByLabelText('Descripción'), 'Una fuga de agua en la cocina.');
    await save();
    expect((await screen.findAllByText('Este dato es obligatorio')).length).toBe(5);
    expect(posts(fetchMock)).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Detalle de la rotura o avería'), 'No enciende.');
    await userEvent.selectOptions(appliance, 'Lavadora');
    await userEvent.type(screen.getByLabelText('Modelo'), 'Serie 6');
    await userEvent.type(screen.getByLabelText('Fecha de compra'), '2022-01-10');
    await userEvent.click(screen.getByRole('radio', { name: 'Sí' }));
    await save();
    expect(
      await screen.findByText(
        'Solo cubrimos aparatos con menos de 3 años desde su compra, y la fecha no puede ser futura',
      ),
    ).toBeTruthy();

    await userEvent.clear(screen.getByLabelText('Fecha de compra'));
    await userEvent.type(screen.getByLabelText('Fecha de compra'), '2025-06-10');
    await save();
    await screen.findByRole('heading', { name: 'Página del siniestro' });
    const [post] = posts(fetchMock);
    expect(post!.url).toBe('/api/policies/41/risks/3/claims');
    expect(post!.headers.get('Idempotency-Key')).toMatch(/^[\w-]{8,}$/);
    expect(post!.body).toEqual({
      claim_type_id: 4,
      occurred_at: '2026-03-09',
      description: 'Una fuga de agua en la cocina.',
      extra_fields: {
        breakage_detail: 'No enciende.',
        appliance_type: 'Lavadora',
        brand: 'Bosch',
        model: 'Serie 6',
        purchase_date: '2025-06-10',
        invoice_in_holder_name: 'Si',
      },
    });
    expect(router.state.location.pathname).toBe('/area-cliente/siniestros/12');
  });

  it('multi-risk: the item decides the types, and a type the new item does not take goes with its errors', async () => {
    renderForm(MULTI);
    await screen.findByRole('heading', { name: 'Declarar un siniestro' });
    expect(screen.queryByRole('radiogroup', { name: '¿Qué ha pasado?' })).toBeNull();
    expect(screen.getByText('Elige primero el aparato: lo que cubrimos depende de cuál sea.')).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: 'Samsung QE55' }));
    expect(typeNames()).toEqual([
      'Robo',
      'Hurto',
      'Rotura de pantalla frontal',
      'Rotura de tapa trasera',
      'Roturas varias',
      'Daños por agua',
      'Avería',
    ]);
    await userEvent.click(screen.getByRole('radio', { name: 'Rotura de pantalla frontal' }));
    await userEvent.type(screen.getByLabelText('Fecha en que ocurrió'), '2026-03-09');
    await userEvent.type(screen.getByLabelText('Descripción'), 'Se cayó la tele al moverla.');
    await save();
    expect((await screen.findAllByText('Este dato es obligatorio')).length).toBe(6);
    expect(screen.getByText('Revisa los datos marcados.')).toBeTruthy();

    // A fridge has no screen to break: the type goes, and so do its fields and their errors.
    await userEvent.click(screen.getByRole('radio', { name: 'Bosch Serie 6' }));
    expect(typeNames()).toEqual(['Robo', 'Hurto', 'Roturas varias', 'Daños por agua', 'Avería']);
    expect(checkedType()).toEqual([]);
    expect(screen.queryByLabelText('Detalle de la rotura o avería')).toBeNull();
    expect(screen.queryByText('Este dato es obligatorio')).toBeNull();
    expect(screen.queryByText('Revisa los datos marcados.')).toBeNull();
    expect(screen.queryByText('Indica el tipo de siniestro')).toBeNull();

    // A breakdown fits the TV too, not the phone.
    await userEvent.click(screen.getByRole('radio', { name: 'Avería' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Samsung QE55' }));
    expect(checkedType()).toEqual(['Avería']);
    await userEvent.click(screen.getByRole('radio', { name: 'Samsung Galaxy A55' }));
    expect(typeNames()).not.toContain('Avería');
    expect(checkedType()).toEqual([]);
  });

  it('scooter: third-party damage asks for the third party; disability offers the resolution box', async () => {
    renderForm(SCOOTER);
    await screen.findByRole('heading', { name: 'Declarar un siniestro' });
    await userEvent.click(screen.getByRole('radio', { name: 'Daños a terceros' }));
    expect(screen.getByLabelText('Nombre y apellidos del tercero')).toBeTruthy();
    expect(screen.getByLabelText('Descripción de los daños')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Invalidez por accidente' }));
    expect(screen.queryByLabelText('Nombre y apellidos del tercero')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Tengo la resolución de incapacidad' })).toBeTruthy();
  });

  it("shows the server's refusal on its field (a day before cover began)", async () => {
    renderForm(buildPolicy(), {
      status: 422,
      body: {
        code: 'CLAIM_DATE_BEFORE_POLICY',
        message: 'La fecha del siniestro es anterior al inicio de la póliza (15/01/2026): no está cubierto',
        errors: [{ path: 'body.occurred_at', message: 'Anterior al inicio de la póliza' }],
      },
    });
    await screen.findByRole('heading', { name: 'Declarar un siniestro' });
    await userEvent.click(screen.getByRole('radio', { name: 'Hurto' }));
    await userEvent.type(screen.getByLabelText('Fecha en que ocurrió'), '2026-01-02');
    await userEvent.type(screen.getByLabelText('Descripción'), 'Me lo quitaron de la mesa.');
    await save();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText(/anterior al inicio de la póliza \(15\/01\/2026\)/)).toBeTruthy();
    expect(screen.getByText('Anterior al inicio de la póliza')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Fecha en que ocurrió')));
  });

  it('a cancelled policy takes no claim', async () => {
    renderForm(buildPolicy({ status: 4, status_name: 'Cancelada' }));
    expect(await screen.findByText('Solo puedes declarar un siniestro de una póliza en vigor.')).toBeTruthy();
  });
});
