// pretest: the tests use three Debian programs, never downloaded binaries:
// Chromium for the end-to-end tests, pdftotext (poppler-utils) to read the
// PDFs we generate and xmllint (libxml2-utils) to validate SEPA files. Install what is missing where we may (root with apt-get);
// elsewhere say exactly what to install.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const needs = [
  {
    path: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    pkg: 'chromium',
    why: 'las pruebas de extremo a extremo',
  },
  { path: '/usr/bin/pdftotext', pkg: 'poppler-utils', why: 'leer los PDF que genera Amparo en las pruebas' },
  {
    path: '/usr/bin/xmllint',
    pkg: 'libxml2-utils',
    why: 'validar las remesas SEPA (pain.008) contra el esquema ISO 20022 en las pruebas',
  },
];
const missing = needs.filter((n) => !fs.existsSync(n.path));
if (missing.length === 0) process.exit(0);

const packages = missing.map((n) => n.pkg);
const canApt = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0;
if (!canApt) {
  console.error(
    `\nFaltan programas para las pruebas:\n${missing.map((n) => `  - ${n.path} (${n.pkg}), para ${n.why}`).join('\n')}\n` +
      `  En Debian o Ubuntu:  sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}\n` +
      '  Chromium en otra ruta: pon su ruta en CHROMIUM_PATH.\n',
  );
  process.exit(1);
}

console.log(`Instalando de Debian: ${packages.join(', ')} (apt-get install -y)…`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
const still = missing.filter((n) => !fs.existsSync(n.path));
if (still.length) {
  console.error(`apt-get terminó pero sigue faltando: ${still.map((n) => n.path).join(', ')}`);
  process.exit(1);
}
