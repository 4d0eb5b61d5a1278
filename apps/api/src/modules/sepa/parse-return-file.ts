import { RETURN_REASON_CODE } from '@amparo/domain';
import { AppError } from '../../errors.ts';
import { BankFileRefused, readBankXml } from '../../services/bank-files/read-bank-xml.ts';

export type ReturnRow = {
  endToEndId: string;
  reasonCode: string /** YYYY-MM-DD, when the bank says */;
  returnedOn: string | null;
};

type ReturnFormat = 'pain.002' | 'camt.054';

const ISO20022 = 'urn:iso:std:iso:20022:tech:xsd:';
/**
 * The return files we read, by their exact namespace: pain.002.001.03 (EPC SDD implementation
 * guidelines up to 2023) and .10 (from the 2023 guidelines); camt.054 as Spanish banks publish it
 * (.02, .04, .08). The elements read below are the same in every one of these versions.
 */
const RETURN_NAMESPACES: Readonly<Record<string, ReturnFormat>> = {
  [`${ISO20022}pain.002.001.03`]: 'pain.002',
  [`${ISO20022}pain.002.001.10`]: 'pain.002',
  [`${ISO20022}camt.054.001.02`]: 'camt.054',
  [`${ISO20022}camt.054.001.04`]: 'camt.054',
  [`${ISO20022}camt.054.001.08`]: 'camt.054',
};

/**
 * Reads a bank's return file through the bank-file guard (depth, exact namespace, rows, size:
 * services/bank-files/read-bank-xml.ts):
 * - pain.002 (payment status report): each TxInfAndSts with TxSts RJCT
 *   gives OrgnlEndToEndId and StsRsnInf/Rsn/Cd;
 * - camt.054 (debit/credit notification): each TxDtls with RtrInf gives
 *   Refs/EndToEndId and RtrInf/Rsn/Cd, dated by the entry's BookgDt.
 * Anything else, or malformed XML, is refused with the reason.
 */
export async function parseReturnFile(content: string): Promise<{ format: ReturnFormat; rows: ReturnRow[] }> {
  let documentDate: string | null = null;
  let entryDate: string | null = null;
  let current: { e2e: string; code: string; status: string; returned: boolean } | null = null;
  const rows: ReturnRow[] = [];
  let text = '';

  const readRows = (format: ReturnFormat) => ({
    open: (tag: { local: string }) => {
      text = '';
      if (tag.local === 'TxInfAndSts' || tag.local === 'TxDtls')
        current = { e2e: '', code: '', status: '', returned: false };
      if (tag.local === 'RtrInf' && current) current.returned = true;
    },
    text: (t: string) => {
      text += t;
    },
    close: (tag: { local: string }, path: readonly string[]) => {
      const name = tag.local;
      const parent = path[path.length - 2];
      const value = text.trim();
      text = '';
      if (name === 'CreDtTm' && parent === 'GrpHdr') documentDate = value.slice(0, 10);
      if ((name === 'Dt' || name === 'DtTm') && parent === 'BookgDt') entryDate = value.slice(0, 10);
      if (!current) return;
      if (name === 'OrgnlEndToEndId' || (name === 'EndToEndId' && parent === 'Refs')) current.e2e = value;
      if (name === 'Cd' && parent === 'Rsn' && path.includes(format === 'camt.054' ? 'RtrInf' : 'StsRsnInf'))
        current.code = value.toUpperCase();
      if (name === 'TxSts') current.status = value;
      if (name === 'TxInfAndSts' || name === 'TxDtls') {
        const isReturn =
          format === 'pain.002' ? current.status === 'RJCT' || current.code !== '' : current.returned;
        if (isReturn && current.e2e) {
          if (!RETURN_REASON_CODE.test(current.code))
            throw new AppError('SEPA_RETURNS_FILE_INVALID', {
              params: { detail: `la devolución ${current.e2e} no trae un código de motivo válido` },
            });
          rows.push({
            endToEndId: current.e2e,
            reasonCode: current.code,
            returnedOn: entryDate ?? documentDate,
          });
        }
        current = null;
      }
    },
  });

  let format: ReturnFormat;
  try {
    format = await readBankXml(
      content,
      { namespaces: RETURN_NAMESPACES, rowElements: ['TxInfAndSts', 'TxDtls'] },
      readRows,
    );
  } catch (error) {
    if (error instanceof BankFileRefused)
      throw new AppError('SEPA_RETURNS_FILE_INVALID', { params: { detail: error.message } });
    throw error;
  }
  if (rows.length === 0) throw new AppError('SEPA_RETURNS_EMPTY');
  return { format, rows };
}
