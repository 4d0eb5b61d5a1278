import { sepaText } from '@amparo/domain';

// A pain.008.001.02 (SEPA Core direct debit initiation) document written as a
// stream of text chunks: the caller hands over the totals first (the header
// needs them) and the debits as async iterables, so a file of 100,000 debits
// never sits in memory whole. Element order follows the ISO XSD in ./schema.

export type SepaCreditor = { name: string; creditorId: string; iban: string; bic: string };

/** What a debit needs in the file; kept with its ledger transaction so a rerun writes the same file. */
export type SepaDebit = {
  endToEndId: string;
  amountCents: number;
  mandateId: string;
  /** YYYY-MM-DD */
  mandateSignedOn: string;
  debtorName: string;
  debtorIban: string;
  remittance: string;
  amendment: { originalIban: string; newDebtorAgent: boolean } | null;
};

export type SepaBatch = {
  sequenceType: 'FRST' | 'RCUR';
  collectionDate: string;
  count: number;
  sumCents: number;
  debits: AsyncIterable<SepaDebit>;
};

export type SepaDocument = {
  messageId: string;
  createdAt: Date;
  creditor: SepaCreditor;
  batches: SepaBatch[];
};

const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** Integer cents as the decimal the schema wants ('11.95'), without floating point. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const tag = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;

function debitXml(debit: SepaDebit): string {
  const amendment = debit.amendment
    ? `<AmdmntInd>true</AmdmntInd><AmdmntInfDtls><OrgnlDbtrAcct><Id>${tag('IBAN', debit.amendment.originalIban)}</Id></OrgnlDbtrAcct>${
        // Same Mandate New Debtor Agent: the bank of the account changed (EPC C2B guidelines).
        debit.amendment.newDebtorAgent
          ? '<OrgnlDbtrAgt><FinInstnId><Othr><Id>SMNDA</Id></Othr></FinInstnId></OrgnlDbtrAgt>'
          : ''
      }</AmdmntInfDtls>`
    : '';
  return (
    '<DrctDbtTxInf>' +
    `<PmtId>${tag('EndToEndId', debit.endToEndId)}</PmtId>` +
    `<InstdAmt Ccy="EUR">${centsToDecimal(debit.amountCents)}</InstdAmt>` +
    `<DrctDbtTx><MndtRltdInf>${tag('MndtId', debit.mandateId)}${tag('DtOfSgntr', debit.mandateSignedOn)}${amendment}</MndtRltdInf></DrctDbtTx>` +
    // IBAN-only: since 2016 the debtor's BIC is not required for SEPA Core.
    '<DbtrAgt><FinInstnId><Othr><Id>NOTPROVIDED</Id></Othr></FinInstnId></DbtrAgt>' +
    `<Dbtr>${tag('Nm', sepaText(debit.debtorName, 70))}</Dbtr>` +
    `<DbtrAcct><Id>${tag('IBAN', debit.debtorIban)}</Id></DbtrAcct>` +
    `<RmtInf>${tag('Ustrd', sepaText(debit.remittance, 140))}</RmtInf>` +
    '</DrctDbtTxInf>'
  );
}

/** The chunks of the document, in order; join them or pipe them into a file. */
export async function* writePain008(doc: SepaDocument): AsyncGenerator<string> {
  const count = doc.batches.reduce((n, b) => n + b.count, 0);
  const sum = doc.batches.reduce((n, b) => n + b.sumCents, 0);
  const { creditor } = doc;
  yield '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.008.001.02" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
    '<CstmrDrctDbtInitn><GrpHdr>' +
    tag('MsgId', doc.messageId) +
    tag('CreDtTm', doc.createdAt.toISOString().slice(0, 19)) +
    tag('NbOfTxs', String(count)) +
    tag('CtrlSum', centsToDecimal(sum)) +
    `<InitgPty>${tag('Nm', sepaText(creditor.name, 70))}</InitgPty>` +
    '</GrpHdr>';
  let n = 0;
  for (const batch of doc.batches) {
    if (batch.count === 0) continue;
    n += 1;
    yield '<PmtInf>' +
      tag('PmtInfId', `${doc.messageId}-${n}`.slice(-35)) +
      '<PmtMtd>DD</PmtMtd><BtchBookg>true</BtchBookg>' +
      tag('NbOfTxs', String(batch.count)) +
      tag('CtrlSum', centsToDecimal(batch.sumCents)) +
      `<PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl><LclInstrm><Cd>CORE</Cd></LclInstrm>${tag('SeqTp', batch.sequenceType)}</PmtTpInf>` +
      tag('ReqdColltnDt', batch.collectionDate) +
      `<Cdtr>${tag('Nm', sepaText(creditor.name, 70))}</Cdtr>` +
      `<CdtrAcct><Id>${tag('IBAN', creditor.iban)}</Id></CdtrAcct>` +
      `<CdtrAgt><FinInstnId>${tag('BIC', creditor.bic)}</FinInstnId></CdtrAgt>` +
      '<ChrgBr>SLEV</ChrgBr>' +
      `<CdtrSchmeId><Id><PrvtId><Othr>${tag('Id', creditor.creditorId)}<SchmeNm><Prtry>SEPA</Prtry></SchmeNm></Othr></PrvtId></Id></CdtrSchmeId>`;
    // Many debits per chunk: fewer, larger writes to the file.
    let buffer = '';
    for await (const debit of batch.debits) {
      buffer += debitXml(debit);
      if (buffer.length > 64 * 1024) {
        yield buffer;
        buffer = '';
      }
    }
    yield `${buffer}</PmtInf>`;
  }
  yield '</CstmrDrctDbtInitn></Document>\n';
}
