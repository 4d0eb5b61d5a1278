import { describe, expect, it } from 'vitest';
import { RepairCenterInputSchema } from './claims-desk.ts';
import { DistributorInputSchema, StoreRowSchema } from './network.ts';

// The network's phones are Spanish business lines: the product's rule (domain isValidSpanishPhone),
// kept as 9 digits, whether typed in a form or read from a stores CSV.
const schemas = [
  ['distributor', (phone: unknown) => DistributorInputSchema.safeParse({ name: 'Norte', phone })],
  ['store row', (phone: unknown) => StoreRowSchema.safeParse({ code: 'N-1', name: 'Norte', phone })],
  [
    'repair center',
    (phone: unknown) => RepairCenterInputSchema.safeParse({ name: 'Taller', product_type_ids: [1], phone }),
  ],
] as const;

describe.each(schemas)('%s phone', (_name, parse) => {
  it.each([
    ['944000111', '944000111'], // Bilbao landline
    ['944 000 111', '944000111'],
    ['+34 910 000 000', '910000000'],
    ['0034612345678', '612345678'], // a mobile line
    ['812-345-678', '812345678'],
    [null, null],
    [undefined, undefined],
  ])('keeps %j as %j', (input, stored) => {
    const result = parse(input);
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
    expect((result.data as { phone?: string | null }).phone).toBe(stored);
  });

  it.each(['', 'llámame', '12345678', '512345678', '9440001112', '+44 20 7946 0958'])(
    'refuses %j in Spanish',
    (input) => {
      const result = parse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toContain(
        'Indica un teléfono español de 9 cifras',
      );
    },
  );
});
