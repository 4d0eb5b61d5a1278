// `npm test` runs this after the end-to-end run: the server's log of the whole run (every request line,
// at LOG_LEVEL=info) must hold no secret, token, IBAN, ID number or card number. Exits 1 naming the
// line numbers and kinds, never the values themselves.
//   node --import tsx e2e/support/check-log-secrets.ts [log file]
import fs from 'node:fs';
import path from 'node:path';
import { E2E_ADMIN, E2E_DATA_DIR, E2E_SERVER_LOG } from '../playwright.config.ts';
import { findSecretsInLog } from './log-secrets.ts';

const file = process.argv[2] ?? E2E_SERVER_LOG;
if (!fs.existsSync(file)) {
  console.error(`No existe el registro del servidor ${file}: ejecuta antes las pruebas e2e`);
  process.exit(1);
}
const log = fs.readFileSync(file, 'utf8');
const linkSecret = path.join(E2E_DATA_DIR, 'file-links.secret');
const known = [
  E2E_ADMIN.password,
  fs.existsSync(linkSecret) ? fs.readFileSync(linkSecret, 'utf8').trim() : '',
];
const requests = log.split('\n').filter((line) => line.includes('"msg":"incoming request"')).length;
const findings = findSecretsInLog(log, known);

console.log(
  `${file}: ${log.split('\n').length} líneas, ${requests} peticiones, ${findings.length} hallazgos`,
);
for (const f of findings.slice(0, 50)) console.log(`  línea ${f.line}: ${f.kind} ${f.excerpt}`);
// A log with no requests proves nothing: the run must have logged at info level.
if (requests < 100) {
  console.error('El registro tiene menos de 100 peticiones: ¿se arrancó el servidor con LOG_LEVEL=info?');
  process.exit(1);
}
process.exit(findings.length === 0 ? 0 : 1);
