import { RETURN_REASON_CODE } from '@amparo/domain';
import { SaxesParser } from 'saxes';
import { AppError } from '../../errors.ts';

export type ReturnRow = {
  endToEndId: string;
  reasonCode: string /** YYYY-MM-DD, when the bank says */;
  returnedOn: string | null;
};

/**
 * Reads a bank's return file with a real XML parser (saxes, streaming):
 * - pain.002.001.03 (payment status report): each TxInfAndSts with TxSts RJCT
 *   gives OrgnlEndToEndId and StsRsnInf/Rsn/Cd;
 * - camt.054 (debit/credit notification): each TxDtls with RtrInf gives
 *   Refs/EndToEndId and RtrInf/Rsn/Cd, dated by the entry's BookgDt.
 * Anything else, or malformed XML, is refused with the reason.
 */
export function parseReturnFile(content: string): { format: 'pain.002' | 'camt.054'; rows: ReturnRow[] } {
  const parser = new SaxesParser({ xmlns: true });
  const path: string[] = [];
  let format: 'pain.002' | 'camt.054' | null = null;
  let documentDate: string | null = null;
  let entryDate: string | null = null;
  let current: { e2e: string; code: string; status: string; returned: boolean } | null = null;
  const rows: ReturnRow[] = [];
  let text = '';

  parser.on('opentag', (node) => {
    path.push(node.local);
    text = '';
    if (path.length === 1) {
      if (node.local !== 'Document') throw new Error('la raíz no es <Document>');
      const ns = String(node.uri);
      if (ns.includes('pain.002')) format = 'pain.002';
      else if (ns.includes('camt.054')) format = 'camt.054';
      else
        throw new Error(
          `formato no admitido (${ns || 'sin espacio de nombres'}); se esperan pain.002 o camt.054`,
        );
    }
    if (node.local === 'TxInfAndSts' || node.local === 'TxDtls')
      current = { e2e: '', code: '', status: '', returned: false };
    if (node.local === 'RtrInf' && current) current.returned = true;
  });
  parser.on('text', (t) => {
    text += t;
  });
  parser.on('closetag', (node) => {
    const name = node.local;
    const parent = path[path.length - 2];
    const value = text.trim();
    if (name === 'CreDtTm' && parent === 'GrpHdr') documentDate = value.slice(0, 10);
    if (name === 'Dt' && parent === 'BookgDt') entryDate = value.slice(0, 10);
    if (current) {
      if (name === 'OrgnlEndToEndId' || (name === 'EndToEndId' && parent === 'Refs')) current.e2e = value;
      if (name === 'Cd' && parent === 'Rsn' && path.includes(format === 'camt.054' ? 'RtrInf' : 'StsRsnInf'))
        current.code = value.toUpperCase();
      if (name === 'TxSts') current.status = value;
      if (name === 'TxInfAndSts' || name === 'TxDtls') {
        const isReturn =
          format === 'pain.002' ? current.status === 'RJCT' || current.code !== '' : current.returned;
        if (isReturn && current.e2e) {
          if (!RETURN_REASON_CODE.test(current.code))
            throw new Error(`la devolución ${current.e2e} no trae un código de motivo válido`);
          rows.push({
            endToEndId: current.e2e,
            reasonCode: current.code,
            returnedOn: entryDate ?? documentDate,
          });
        }
        current = null;
      }
    }
    path.pop();
    text = '';
  });
  try {
    parser.write(content).close();
  } catch (error) {
    const detail = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    throw new AppError('SEPA_RETURNS_FILE_INVALID', { params: { detail } });
  }
  if (!format)
    throw new AppError('SEPA_RETURNS_FILE_INVALID', { params: { detail: 'no es un documento XML' } });
  if (rows.length === 0) throw new AppError('SEPA_RETURNS_EMPTY');
  return { format, rows };
}
