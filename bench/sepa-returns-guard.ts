// Bank return files against the guard (services/bank-files/read-bank-xml.ts): how long a refusal
// takes, how long a file at the caps takes to read, and the longest the event loop is held meanwhile.
// No database: the parse is what runs in the request.
//
//   npx tsx bench/sepa-returns-guard.ts
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { SaxesParser } from 'saxes';
import { parseReturnFile } from '../apps/api/src/modules/sepa/parse-return-file.ts';

const namespace = 'urn:iso:std:iso:20022:tech:xsd:pain.002.001.03';
const deep = (levels: number) =>
  `<Document xmlns="${namespace}">${'<a>'.repeat(levels)}${'</a>'.repeat(levels)}</Document>`;
const returns = (rows: number, padding = '') =>
  `<Document xmlns="${namespace}"><CstmrPmtStsRpt><GrpHdr><MsgId>B</MsgId><CreDtTm>2026-03-10T09:00:00</CreDtTm></GrpHdr><OrgnlPmtInfAndSts>${Array.from(
    { length: rows },
    (_, i) =>
      `<TxInfAndSts><OrgnlEndToEndId>AMP-${i}-1</OrgnlEndToEndId><TxSts>RJCT</TxSts><StsRsnInf><Rsn><Cd>AM04</Cd></Rsn></StsRsnInf>${padding && `<OrgnlTxRef><RmtInf><Ustrd>${padding}</Ustrd></RmtInf></OrgnlTxRef>`}</TxInfAndSts>`,
  ).join('')}</OrgnlPmtInfAndSts></CstmrPmtStsRpt></Document>`;

async function measure(label: string, content: string, runs = 5) {
  const times: number[] = [];
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  let outcome = '';
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    outcome = await parseReturnFile(content).then(
      (parsed) => `${parsed.rows.length} devoluciones`,
      (error: Error) => error.message.slice(0, 70),
    );
    times.push(performance.now() - started);
  }
  delay.disable();
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(34)} ${(content.length / 1024).toFixed(0).padStart(6)} KB  mediana ${times[Math.floor(runs / 2)]!.toFixed(1).padStart(7)} ms  bucle parado como mucho ${(delay.max / 1e6).toFixed(1).padStart(6)} ms  → ${outcome}`,
  );
}

/** The parse as it was before the guard (one call, namespaces resolved for every element). */
function unguarded(content: string) {
  const started = performance.now();
  const parser = new SaxesParser({ xmlns: true });
  parser.write(content).close();
  return performance.now() - started;
}

await measure('20.000 niveles (rechazo)', deep(20_000));
await measure('100.000 niveles (rechazo)', deep(100_000));
await measure('espacio de nombres ajeno (rechazo)', returns(10).replace(namespace, 'urn:evil:pain.002'));
await measure('5.001 operaciones (rechazo)', returns(5001));
await measure('70.645 operaciones (rechazo)', returns(70_645), 3);
await measure('5.000 devoluciones (el máximo)', returns(5000));
await measure('5.000 devoluciones de casi 10 MB', returns(5000, 'x'.repeat(1700)), 3);
console.log(`sin el límite, 5.000 niveles: ${unguarded(deep(5000)).toFixed(0)} ms (crece con el cuadrado)`);
