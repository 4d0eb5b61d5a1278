import { EvaluationStatus, Role } from '@amparo/domain';
import { describe, expect, it } from 'vitest';
import { seedSession } from '../../../test/auth-helpers.ts';
import { seedEvaluation } from '../../../test/evaluation-factories.ts';
import { issueExportTokenFor } from '../../../test/exports.ts';
import { seedDiscount, seedPolicy } from '../../../test/factories.ts';
import { seedDistributor } from '../../../test/network-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { sepaFiles } from '../../db/schema/index.ts';

// The lists that gained a CSV export with the imports' overhaul (docs/product-decisions.md,
// "CSV imports and exports"): SEPA files, phone checks and discount codes; and codes that keep
// their leading zeros when Excel opens an export.
const t = useTestApp();

async function exportOf(role: Role, resource: string, url: string) {
  const session = await seedSession(t.db, role);
  const issued = await issueExportTokenFor(t.app, session.headers, resource);
  if (issued.status !== 201) return { status: issued.status, lines: [] as string[] };
  const separator = url.includes('?') ? '&' : '?';
  const res = await t.app.inject({
    method: 'GET',
    url: `${url}${separator}export_csv=1&token=${issued.token}`,
  });
  expect(res.headers['content-type'] ?? '', res.body).toMatch(/text\/csv/);
  return { status: res.statusCode, lines: res.body.replace(/^\uFEFF/, '').split('\r\n') };
}

describe('list exports', () => {
  it('discount codes: the filters on screen, percent and amount as the import reads them', async () => {
    await seedDiscount(t.db, { code: 'EXPNAV10', kind: 'percent', value: 1250, description: 'Navidad' });
    await seedDiscount(t.db, { code: 'EXPNAV5', kind: 'fixed', value: 750, valid_to: '2026-12-31' });
    await seedDiscount(t.db, { code: 'OTRO99', kind: 'percent', value: 500 });
    const { status, lines } = await exportOf(Role.ADMIN, 'discounts', '/api/discounts?filter[search]=EXPNAV');
    expect(status).toBe(200);
    expect(lines[0]).toBe(
      'Código;Descripción;Porcentaje;Importe;Válido desde;Válido hasta;Usos máximos;Usos;Tienda (id);Público;Activo',
    );
    expect(lines.slice(1, -1).sort()).toEqual([
      'EXPNAV10;Navidad;12,5;;;;;0;;No;Sí',
      'EXPNAV5;;;7,50;;31/12/2026;;0;;No;Sí',
    ]);
  });

  it('SEPA files: each with its collection day, state, receipts, amount and returns', async () => {
    await t.db.insert(sepaFiles).values({
      message_id: 'AMP-EXPORT-1',
      collection_date: '2026-12-05',
      total_cents: 123456,
      transactions_count: 3,
      status: 'generated',
    });
    const { status, lines } = await exportOf(Role.ADMIN, 'sepa-files', '/api/sepa_files');
    expect(status).toBe(200);
    expect(lines[0]).toBe(
      'Id;Identificador del mensaje;Fecha de cargo;Estado;Recibos;Importe (€);Devueltos;Generado;Error',
    );
    expect(lines.find((line) => line.includes('AMP-EXPORT-1'))).toMatch(
      /^\d+;AMP-EXPORT-1;05\/12\/2026;Generada;3;1234,56;0;\d\d\/\d\d\/\d{4} \d\d:\d\d;$/,
    );
  });

  it('phone checks: the status on screen, the policy, holder, who sent it and what was found', async () => {
    const { policy, risk } = await seedPolicy(t.db, { complete_name: 'Lucía Exporta' });
    await seedEvaluation(
      t.db,
      { policyId: policy.id, riskId: risk.id },
      { status: EvaluationStatus.REJECTED, findings: ['Pantalla rota'] },
    );
    const rejected = await exportOf(
      Role.EXPERT,
      'evaluations',
      `/api/evaluations?status=${EvaluationStatus.REJECTED}`,
    );
    expect(rejected.status).toBe(200);
    expect(rejected.lines[0]).toBe(
      'Id;Póliza;Tomador;Dispositivo;Estado;Intento;Origen;Hallazgos;Enviada;Comprobada',
    );
    const row = rejected.lines.find((line) => line.includes('Lucía Exporta'));
    expect(row).toContain(';Rechazada;');
    expect(row).toContain(';Cliente;Pantalla rota;');
    const pending = await exportOf(Role.EXPERT, 'evaluations', '/api/evaluations');
    expect(pending.lines.some((line) => line.includes('Lucía Exporta'))).toBe(false);
  });

  it('a role that may not read a list gets no export token for it', async () => {
    expect((await exportOf(Role.STORE_SELLER, 'sepa-files', '/api/sepa_files')).status).toBe(403);
    expect((await exportOf(Role.STORE_SELLER, 'evaluations', '/api/evaluations')).status).toBe(403);
  });

  it('a token for one list does not open another', async () => {
    const admin = await seedSession(t.db, Role.ADMIN);
    const { token } = await issueExportTokenFor(t.app, admin.headers, 'discounts');
    const res = await t.app.inject({ method: 'GET', url: `/api/sepa_files?export_csv=1&token=${token}` });
    expect(res.statusCode).toBe(401);
  });

  it('a postal code of Barcelona keeps its leading zero in Excel', async () => {
    await seedDistributor(t.db, { name: 'Distribuidor Cero', postal_code: '08001' });
    const { lines } = await exportOf(Role.ADMIN, 'distributors', '/api/distributors');
    expect(lines.find((line) => line.includes('Distribuidor Cero'))).toContain(';"=""08001""";');
  });
});
