import { describe, expect, it } from 'vitest';
import {
  claimTypeName,
  evaluationStatusName,
  paymentMethodTypeName,
  periodicityName,
  policyStatusName,
  productName,
  productTypeName,
  riskTypeName,
} from './display-names.ts';

const TABLES: [string, (id: number) => string, [number, string][]][] = [
  [
    'periodicityName',
    periodicityName,
    [
      [1, 'Mensual'],
      [12, 'Anual'],
      [6, 'Desconocido'],
    ],
  ],
  [
    'productTypeName',
    productTypeName,
    [
      [1, 'Móvil'],
      [3, 'Patinete'],
      [4, 'Garantía extendida'],
      [5, 'Multidispositivo'],
      [6, 'Portátil'],
      [7, 'Smart TV'],
      [2, 'Desconocido'],
    ],
  ],
  [
    'riskTypeName',
    riskTypeName,
    [
      [1, 'Móvil'],
      [2, 'Persona'],
      [5, 'Multimedia'],
      [6, 'Electrodoméstico'],
      [8, 'Smart TV'],
      [9, 'Desconocido'],
    ],
  ],
  [
    'claimTypeName',
    claimTypeName,
    [
      [1, 'Rotura de pantalla frontal'],
      [5, 'Robo'],
      [6, 'Hurto'],
      [13, 'Invalidez por accidente'],
      [17, 'Robo del patinete'],
      [20, 'Avería'],
      [21, 'Desconocido'],
    ],
  ],
  [
    'productName',
    productName,
    [
      [1, 'Móvil Básico'],
      [3, 'Móvil Top'],
      [16, 'Portátil Intermedio'],
      [21, 'Smart TV Top'],
      [4, 'Desconocido'],
    ],
  ],
  [
    'policyStatusName',
    policyStatusName,
    [
      [1, 'Borrador'],
      [4, 'Cancelada'],
      [0, 'Desconocido'],
    ],
  ],
  [
    'evaluationStatusName',
    evaluationStatusName,
    [
      [3, 'Validada'],
      [6, 'No requerida'],
      [7, 'Desconocido'],
    ],
  ],
  [
    'paymentMethodTypeName',
    paymentMethodTypeName,
    [
      [1, 'Tarjeta'],
      [3, 'Domiciliación bancaria'],
      [4, 'Desconocido'],
    ],
  ],
];

describe.each(TABLES)('%s', (_name, nameOf, rows) => {
  it.each(rows)('%i → %s', (id, expected) => {
    expect(nameOf(id)).toBe(expected);
  });
});

describe('every claim type 1..20 has its own name', () => {
  it('has 20 distinct names', () => {
    const names = Array.from({ length: 20 }, (_, i) => claimTypeName(i + 1));
    expect(new Set(names).size).toBe(20);
    expect(names).not.toContain('Desconocido');
  });
});
