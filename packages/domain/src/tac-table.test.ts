import { describe, expect, it } from 'vitest';
import { TAC_TABLE, type TacModel, tacFinding, tacFindingText } from './tac-table.ts';

// Test TACs, not real ones: the shipped table holds only verified TACs (see tac-table.ts).
const table: TacModel[] = [
  { brand: 'Apple', model: 'iPhone 15 Pro', tacs: ['11111111', '11111112'] },
  { brand: 'Apple', model: 'iPhone 13', tacs: ['22222222'] },
  { brand: 'Samsung', model: 'Galaxy A16', tacs: ['33333333'] },
  { brand: 'Samsung', model: 'Galaxy A16 5G', tacs: ['33333334'] },
  { brand: 'Samsung', model: 'Galaxy S25+', tacs: ['44444444'] },
  { brand: 'Xiaomi', model: 'Xiaomi 15', tacs: ['55555555'] },
  { brand: 'Nothing', model: 'Phone (3a)', tacs: ['66666666'] },
];
const imei = (tac: string) => `${tac}1234567`;

describe('tacFinding', () => {
  it.each([
    ['the insured model', '11111111', 'Apple', 'iPhone 15 Pro', { kind: 'match' }],
    ['another TAC of the same model', '11111112', 'Apple', 'iPhone 15 Pro', { kind: 'match' }],
    ['same model, storage in the name', '11111111', 'Apple', 'iPhone 15 Pro 256GB', { kind: 'match' }],
    ['same model, storage with a space', '11111111', 'Apple', 'iPhone 15 Pro 1 TB', { kind: 'match' }],
    ['brand repeated in the model', '11111111', 'Apple', 'Apple iPhone 15 Pro', { kind: 'match' }],
    ['case and spaces', '11111111', ' apple ', 'IPHONE  15PRO', { kind: 'match' }],
    ["'Plus' for '+'", '44444444', 'Samsung', 'Galaxy S25 Plus', { kind: 'match' }],
    ['brand that is also the model name', '55555555', 'Xiaomi', 'Xiaomi 15 12GB 256GB', { kind: 'match' }],
    ['punctuation', '66666666', 'Nothing', 'Phone 3a', { kind: 'match' }],
    [
      'cheap model on the phone, expensive one insured',
      '22222222',
      'Apple',
      'iPhone 15 Pro',
      { kind: 'other_model', tacModel: 'iPhone 13' },
    ],
    [
      '5G is another model (another price)',
      '33333333',
      'Samsung',
      'Galaxy A16 5G',
      { kind: 'other_model', tacModel: 'Galaxy A16' },
    ],
    [
      'a phone of another brand',
      '33333334',
      'Apple',
      'iPhone 15 Pro',
      { kind: 'other_brand', tacBrand: 'Samsung', tacModel: 'Galaxy A16 5G' },
    ],
    ['a typo makes a TAC nobody knows', '11111711', 'Apple', 'iPhone 15 Pro', { kind: 'unknown' }],
    ['a TAC not in the table is never a mismatch', '35000000', 'Apple', 'iPhone 15 Pro', { kind: 'unknown' }],
    ['too short to have a TAC', '1111', 'Apple', 'iPhone 15 Pro', { kind: 'unknown' }],
  ] as const)('%s', (_name, tac, brand, model, expected) => {
    const value = tac.length === 8 ? imei(tac) : tac;
    expect(tacFinding(value, { brand, model }, table)).toEqual(expected);
  });

  it('ignores letters where the TAC should be', () => {
    expect(tacFinding('1111111A1234567', { brand: 'Apple', model: 'iPhone 15 Pro' }, table)).toEqual({
      kind: 'unknown',
    });
  });

  it('uses the shipped table by default, which only ever answers for the TACs it lists', () => {
    expect(tacFinding(imei('11111111'), { brand: 'Apple', model: 'iPhone 15 Pro' })).toEqual({
      kind: 'unknown',
    });
  });

  it('ships well-formed TACs, each under one model only', () => {
    const all = TAC_TABLE.flatMap((r) => r.tacs);
    for (const tac of all) expect(tac).toMatch(/^\d{8}$/);
    expect(new Set(all).size).toBe(all.length);
    expect(TAC_TABLE.length).toBeGreaterThanOrEqual(80);
  });
});

describe('tacFindingText', () => {
  it('says nothing for a match or an unknown TAC', () => {
    expect(tacFindingText({ kind: 'match' })).toBeNull();
    expect(tacFindingText({ kind: 'unknown' })).toBeNull();
  });

  it('names what the IMEI says, in Spanish, for the expert', () => {
    expect(tacFindingText({ kind: 'other_model', tacModel: 'iPhone 13' })).toMatch(
      /otro modelo \(iPhone 13\)/,
    );
    expect(tacFindingText({ kind: 'other_brand', tacBrand: 'Samsung', tacModel: 'Galaxy A16' })).toMatch(
      /otra marca \(Samsung Galaxy A16\)/,
    );
  });
});
