import { describe, expect, it } from 'vitest';
import { parseReturnFile } from './parse-return-file.ts';

const camt054 = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.02"><BkToCstmrDbtCdtNtfctn>
<GrpHdr><MsgId>N1</MsgId><CreDtTm>2026-03-12T08:00:00</CreDtTm></GrpHdr>
<Ntfctn><Id>1</Id><Ntry><Amt Ccy="EUR">11.95</Amt><BookgDt><Dt>2026-03-11</Dt></BookgDt>
<NtryDtls><TxDtls><Refs><EndToEndId>AMP-7-1</EndToEndId></Refs><RtrInf><Rsn><Cd>AM04</Cd></Rsn></RtrInf></TxDtls>
<TxDtls><Refs><EndToEndId>AMP-8-1</EndToEndId></Refs></TxDtls></NtryDtls></Ntry></Ntfctn>
</BkToCstmrDbtCdtNtfctn></Document>`;

const pain002 = (
  status: string,
  code: string,
) => `<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.03">
<CstmrPmtStsRpt><GrpHdr><MsgId>B</MsgId><CreDtTm>2026-03-10T09:00:00</CreDtTm></GrpHdr>
<OrgnlPmtInfAndSts><TxInfAndSts><OrgnlEndToEndId>AMP-9-2</OrgnlEndToEndId><TxSts>${status}</TxSts>
<StsRsnInf><Rsn><Cd>${code}</Cd></Rsn></StsRsnInf></TxInfAndSts></OrgnlPmtInfAndSts></CstmrPmtStsRpt></Document>`;

describe('parseReturnFile', () => {
  it('reads the returns of a camt.054, dated by the booking date, and skips credited debits', async () => {
    expect(await parseReturnFile(camt054)).toEqual({
      format: 'camt.054',
      rows: [{ endToEndId: 'AMP-7-1', reasonCode: 'AM04', returnedOn: '2026-03-11' }],
    });
  });

  it('reads the rejected debits of a pain.002, dated by the report', async () => {
    expect(await parseReturnFile(pain002('RJCT', 'ac04'))).toEqual({
      format: 'pain.002',
      rows: [{ endToEndId: 'AMP-9-2', reasonCode: 'AC04', returnedOn: '2026-03-10' }],
    });
  });

  it.each([
    ['<Document><unclosed', 'no se puede leer'],
    ['<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.008.001.02"></Document>', 'formato no admitido'],
    ['<Factura xmlns="urn:x"/>', 'la raíz no es <Document>'],
    [pain002('RJCT', 'XX'), 'no trae un código de motivo válido'],
    [pain002('ACCP', ''), 'no trae ningún recibo devuelto'],
    ['<Document xmlns="urn:evil:pain.002"></Document>', 'formato no admitido (urn:evil:pain.002)'],
    [
      '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.03.evil"></Document>',
      'formato no admitido',
    ],
    ['<!DOCTYPE d [<!ENTITY a "b">]><Document/>', 'DOCTYPE'],
  ])('refuses %#: %s', async (content, message) => {
    await expect(parseReturnFile(content)).rejects.toThrow(message);
  });

  it('reads a later version (pain.002.001.10) and a namespace given with a prefix', async () => {
    const prefixed = pain002('RJCT', 'AM04')
      .replace('pain.002.001.03', 'pain.002.001.10')
      .replace('<Document xmlns=', '<b:Document xmlns:b=')
      .replace('</Document>', '</b:Document>')
      .replace(/<(\/?)(?!b:)([A-Za-z])/g, '<$1b:$2');
    expect((await parseReturnFile(prefixed)).rows).toEqual([
      { endToEndId: 'AMP-9-2', reasonCode: 'AM04', returnedOn: '2026-03-10' },
    ]);
  });

  it('refuses a file nested deeper than a bank file at the first element past the limit', async () => {
    const deep = (levels: number) =>
      `<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.02">${'<a>'.repeat(levels)}${'</a>'.repeat(levels)}</Document>`;
    await expect(parseReturnFile(deep(14))).rejects.toThrow('no trae ningún recibo devuelto');
    await expect(parseReturnFile(deep(15))).rejects.toThrow('anida más de 15 niveles');
  });

  it('refuses a file with more transactions than the cap, naming the cap', async () => {
    const row = '<TxInfAndSts><OrgnlEndToEndId>AMP-1-1</OrgnlEndToEndId><TxSts>ACCP</TxSts></TxInfAndSts>';
    const file = (rows: number) =>
      `<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.03"><CstmrPmtStsRpt><OrgnlPmtInfAndSts>${row.repeat(rows)}</OrgnlPmtInfAndSts></CstmrPmtStsRpt></Document>`;
    await expect(parseReturnFile(file(5000))).rejects.toThrow('no trae ningún recibo devuelto');
    await expect(parseReturnFile(file(5001))).rejects.toThrow(
      'trae más de 5000 operaciones y el máximo por fichero es 5000',
    );
  });
});
