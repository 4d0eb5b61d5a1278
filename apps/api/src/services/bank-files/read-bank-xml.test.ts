import { describe, expect, it } from 'vitest';
import { BankFileRefused, readBankXml } from './read-bank-xml.ts';

// A payout status report (pain.002 for our pain.001 transfers) as the next import would read it.
const rules = {
  namespaces: { 'urn:iso:std:iso:20022:tech:xsd:pain.002.001.10': 'pain.002' },
  rowElements: ['TxInfAndSts'],
  maxDepth: 4,
  maxRows: 2,
  maxChars: 400,
} as const;
const file = (body: string) =>
  `<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.10">${body}</Document>`;
const refusal = (content: string) =>
  readBankXml(content, rules, () => ({})).then(
    () => null,
    (error: unknown) => (error instanceof BankFileRefused ? error.reason : error),
  );

describe('readBankXml', () => {
  it('hands the format and each element, with its path, to the reader', async () => {
    const seen: string[] = [];
    const format = await readBankXml(
      file('<R><TxInfAndSts><Id>1</Id></TxInfAndSts></R>'),
      rules,
      (found) => ({
        close: (_tag, path) => seen.push(`${found}:${path.join('/')}`),
      }),
    );
    expect(format).toBe('pain.002');
    expect(seen).toEqual([
      'pain.002:Document/R/TxInfAndSts/Id',
      'pain.002:Document/R/TxInfAndSts',
      'pain.002:Document/R',
      'pain.002:Document',
    ]);
  });

  it.each([
    [file('<a><b><c><d/></c></b></a>'), 'too_deep'],
    [file('<R><TxInfAndSts/><TxInfAndSts/><TxInfAndSts/></R>'), 'too_many_rows'],
    [file('').replace('pain.002.001.10', 'pain.002.001.10x'), 'foreign_format'],
    [file(' '.repeat(400)), 'too_large'],
    [file('<a>'), 'malformed'],
  ])('refuses %s: %s', async (content, reason) => {
    expect(await refusal(content)).toBe(reason);
  });

  it('lets the reader’s own error through', async () => {
    const mine = new Error('mío');
    await expect(
      readBankXml(file('<a/>'), rules, () => ({
        open: () => {
          throw mine;
        },
      })),
    ).rejects.toBe(mine);
  });
});
