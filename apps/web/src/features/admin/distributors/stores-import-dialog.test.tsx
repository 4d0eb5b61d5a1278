// @vitest-environment happy-dom
import { csvImportTemplate, STORE_IMPORT_COLUMNS } from '@amparo/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, requestOf } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { reportCsv } from '../components/csv-import-report';
import { buildDistributor } from './network-fixtures';
import { StoresImportDialog } from './stores-import-dialog';

const job = (status: string, done: number, result: unknown = null) => ({
  id: 52,
  kind: 'stores.import',
  status,
  progress: { done, total: 7, errors: 2 },
  result,
  created_at: '2026-01-01T10:00:00.000Z',
  updated_at: '2026-01-01T10:00:01.000Z',
});

const REPORT = {
  created: 4,
  updated: 1,
  failed: 2,
  errors: [
    { row: 3, field: 'postal_code', message: 'El código postal no es válido (5 cifras, de 01000 a 52999)' },
    { row: 6, field: 'code', message: 'El código AJENA-01 es de una tienda de otro distribuidor' },
  ],
};

describe('stores import dialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends the file, shows the progress, then the report with each bad row, and downloads it', async () => {
    const polls = [job('running', 3), job('done', 7, REPORT)];
    const fetchMock = mockFetch((url) =>
      url === '/api/distributors/3/stores-csv'
        ? { status: 202, body: { job_id: 52, message: 'Importación de tiendas en marcha' } }
        : { body: polls.length > 1 ? polls.shift() : polls[0] },
    );
    renderWithProviders(<StoresImportDialog distributor={buildDistributor()} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Importar tiendas' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importar' }));
    expect(await within(dialog).findByText('Elige un fichero CSV')).toBeTruthy();

    const file = new File(['code;name\nN-1;Norte\n'], 'tiendas.csv', { type: 'text/csv' });
    await userEvent.upload(within(dialog).getByLabelText('Fichero CSV'), file);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importar' }));

    expect(await screen.findByText('3 de 7 filas · 2 con errores')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Progreso de la importación' }).getAttribute('aria-valuenow'),
    ).toBe('3');
    expect(await screen.findByText('Resultado de la importación', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText(/5 tiendas importadas \(4 nuevas y 1 actualizada\)/)).toBeTruthy();
    expect(screen.getByText(/2 filas con errores/)).toBeTruthy();
    const errors = screen.getByRole('table', { name: 'Filas con errores' });
    const [, first, second] = within(errors).getAllByRole('row');
    expect(first?.textContent).toContain('3');
    expect(first?.textContent).toContain('Código postal');
    expect(first?.textContent).toContain('El código postal no es válido');
    expect(second?.textContent).toContain('es de una tienda de otro distribuidor');
    const sentBody = requestOf(fetchMock, 0).body;
    expect(Buffer.from(sentBody.fileBase64, 'base64').toString('utf8')).toBe('code;name\nN-1;Norte\n');

    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:informe';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: 'Descargar informe' }));
    expect(blobs).toHaveLength(1);
    expect(await blobs[0]!.text()).toBe(
      reportCsv(
        { ok: 5, failed: 2, errors: REPORT.errors },
        ['Fila', 'Columna', 'Motivo'],
        STORE_IMPORT_COLUMNS,
      ),
    );
  });

  it('says the columns in Spanish and hands out the template to fill in', async () => {
    renderWithProviders(<StoresImportDialog distributor={buildDistributor()} onClose={() => {}} />);
    expect(
      screen.getByText(
        'Columnas obligatorias: Código y Nombre. Opcionales: Dirección, Localidad, Provincia, Código postal, Teléfono, Correo electrónico, Latitud y Longitud.',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/hasta 2 MB/)).toBeTruthy();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:plantilla';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: 'Descargar plantilla' }));
    expect(await blobs[0]!.text()).toBe(csvImportTemplate(STORE_IMPORT_COLUMNS));
  });

  it('shows the server’s reason when the file is refused whole', async () => {
    mockFetch(() => ({
      status: 422,
      body: { code: 'CSV_BAD_HEADER', message: 'Cabecera no válida: faltan las columnas code, name.' },
    }));
    renderWithProviders(<StoresImportDialog distributor={buildDistributor()} onClose={() => {}} />);
    await userEvent.upload(screen.getByLabelText('Fichero CSV'), new File(['x;y\n1;2\n'], 'mal.csv'));
    await userEvent.click(screen.getByRole('button', { name: 'Importar' }));
    expect(await screen.findByText('Cabecera no válida: faltan las columnas code, name.')).toBeTruthy();
  });
});

describe('reportCsv', () => {
  it('writes one line per error, with the BOM and ; and quotes where needed', () => {
    expect(
      reportCsv(
        { ok: 1, failed: 1, errors: [{ row: 4, field: 'name', message: 'Falta; el "nombre"' }] },
        ['Fila', 'Columna', 'Motivo'],
        STORE_IMPORT_COLUMNS,
      ),
    ).toBe('\uFEFFFila;Columna;Motivo\r\n4;Nombre;"Falta; el ""nombre"""\r\n');
  });

  it('never hands a spreadsheet a formula: a reason that repeats a cell starting with = is escaped', () => {
    expect(
      reportCsv({ ok: 0, failed: 1, errors: [{ row: 2, field: 'code', message: '=HYPERLINK("x")' }] }, [
        'Fila',
        'Columna',
        'Motivo',
      ]),
    ).toBe(`\uFEFFFila;Columna;Motivo\r\n2;code;"'=HYPERLINK(""x"")"\r\n`);
  });
});
