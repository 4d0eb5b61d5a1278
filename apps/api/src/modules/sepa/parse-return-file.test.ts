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
  it('reads the returns of a camt.054, dated by the booking date, and skips credited debits', () => {
    expect(parseReturnFile(camt054)).toEqual({
      format: 'camt.054',
      rows: [{ endToEndId: 'AMP-7-1', reasonCode: 'AM04', returnedOn: '2026-03-11' }],
    });
  });

  it('reads the rejected debits of a pain.002, dated by the report', () => {
    expect(parseReturnFile(pain002('RJCT', 'ac04'))).toEqual({
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
  ])('refuses %#: %s', (content, message) => {
    expect(() => parseReturnFile(content)).toThrow(message);
  });
});
