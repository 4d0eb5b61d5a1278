import { describe, expect, it } from 'vitest';
import { UpdateClaimDraftRequestSchema, UpdateRiskClaimRequestSchema } from './claims.ts';

// A draft's change says only what it changes: no default answers sneak in (they would replace the
// answers given before and drop the documents those answers asked for).
describe('the draft claim change', () => {
  it.each([
    ['a description alone', { description: 'Se cayó a la piscina' }, { description: 'Se cayó a la piscina' }],
    ['answers given', { extra_fields: { brand: 'LG' } }, { extra_fields: { brand: 'LG' } }],
  ])('%s parses to itself', (_name, input, output) => {
    expect(UpdateClaimDraftRequestSchema.parse(input)).toEqual(output);
  });

  it('refuses a change of nothing, also through the risk', () => {
    expect(UpdateClaimDraftRequestSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'No hay nada que cambiar',
    );
    expect(UpdateRiskClaimRequestSchema.safeParse({ claim_id: 3 }).error?.issues[0]?.message).toBe(
      'No hay nada que cambiar',
    );
    expect(
      UpdateRiskClaimRequestSchema.safeParse({ description: 'Se cayó a la piscina' }).error?.issues[0]
        ?.message,
    ).toBe('Indica el siniestro');
  });
});
