import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AUDIT_ACTION_LABELS,
  auditActionLabel,
  auditEntityLabel,
  auditFieldLabel,
  auditValueText,
} from './audit-labels';

/** Every literal action the API writes (`action: 'x.y'`, either side of a `? :`), read from its source. */
function actionsWrittenByTheApi(): string[] {
  const root = path.resolve(import.meta.dirname, '../../../../../api/src');
  const found = new Set<string>();
  for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const [, expression] of text.matchAll(/\baction: ([^,\n]+)/g)) {
      for (const [, code] of expression!.matchAll(/'([a-z_]+\.[a-z_]+)'/g)) found.add(code!);
    }
  }
  return [...found].sort();
}

describe('audit labels', () => {
  it('names actions and records in Spanish, keeping an unknown action code readable', () => {
    expect(auditActionLabel('contact_request.close')).toBe('Llamada atendida');
    expect(auditActionLabel('user.assign_store')).toBe('Asignación a tienda');
    expect(auditActionLabel('robot.dance')).toBe('robot.dance');
    expect(auditActionLabel('claim.draft_swept')).toBe(
      'Borrador de siniestro eliminado tras 30 días sin cambios',
    );
    expect(auditEntityLabel('claim')).toBe('Siniestro');
    expect(auditEntityLabel('contact_request')).toBe('Petición de llamada');
    expect(auditEntityLabel('repair_center')).toBe('Taller');
    expect(auditEntityLabel('widget_box')).toBe('Widget box');
  });

  it('names every action the API writes', () => {
    const actions = actionsWrittenByTheApi();
    expect(actions).toContain('claim.draft_swept');
    expect(actions.filter((action) => !(action in AUDIT_ACTION_LABELS))).toEqual([]);
  });

  it('names fields in Spanish, and humanises one not in the catalogue', () => {
    expect(auditFieldLabel('surname1')).toBe('Primer apellido');
    expect(auditFieldLabel('documentCode')).toBe('Documento');
    expect(auditFieldLabel('claim_type_id')).toBe('Tipo de siniestro');
    expect(auditFieldLabel('window_start')).toBe('Window start');
  });

  it.each([
    ['phone', null, '—'],
    ['phone', '', '—'],
    ['active', true, 'Sí'],
    ['active', false, 'No'],
    ['premium', 1075, '10,75 €'],
    ['max_value_cents', 123456, '1.234,56 €'],
    ['attempts', 3, '3'],
    ['role', 'store_seller', 'Vendedor de tienda'],
    ['created_at', '2026-01-15T23:30:00.000Z', '16/01/2026, 00:30'],
    ['created_at', '2026-07-15T22:30:00.000Z', '16/07/2026, 00:30'],
    ['valid_to', '2026-03-01', '01/03/2026'],
    ['store_ids', [], '—'],
    ['store_ids', [1, 2], '1, 2'],
    ['periodicity', 12, 'Anual'],
    ['payment_method_type', 3, 'Domiciliación bancaria'],
  ])('shows %s = %j as %j', (key, value, text) => {
    expect(auditValueText(key, value)).toBe(text);
  });

  it('reads codes by the record they belong to', () => {
    expect(auditValueText('status', 1, 'policy')).toBe('Borrador');
    expect(auditValueText('status', 1, 'claim')).toBe('1');
    expect(auditValueText('status', 'closed', 'contact_request')).toBe('Atendida');
    expect(auditValueText('kind', 'percent', 'discount')).toBe('Porcentaje');
  });

  it('reads a nested record as labelled lines and a list of records as blocks', () => {
    expect(auditValueText('holder', { email: 'a@b.es', complete_name: 'Ana Ruiz' })).toBe(
      'Correo electrónico: a@b.es\nNombre completo: Ana Ruiz',
    );
    expect(
      auditValueText('payments', [
        { sequence: 1, price: 1075 },
        { sequence: 2, price: 1075, branding: { accent: '#c0c' } },
      ]),
    ).toBe(
      'Número de recibo: 1\nImporte: 10,75 €\n\nNúmero de recibo: 2\nImporte: 10,75 €\nImagen de marca: Accent: #c0c',
    );
    expect(auditValueText('branding', {})).toBe('—');
  });
});
