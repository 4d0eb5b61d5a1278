// pretest: the end-to-end tests drive Debian's Chromium (never a downloaded
// browser). Install it where it is missing and we may (root with apt-get);
// elsewhere say exactly what to install.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (fs.existsSync(CHROMIUM)) process.exit(0);

const canApt = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0;
if (!canApt) {
  console.error(
    `\nFalta Chromium en ${CHROMIUM}: las pruebas de extremo a extremo lo necesitan.\n` +
      '  En Debian o Ubuntu:  sudo apt-get update && sudo apt-get install -y chromium\n' +
      '  En otro sistema: instala Chromium y pon su ruta en CHROMIUM_PATH.\n',
  );
  process.exit(1);
}

console.log('Instalando Chromium de Debian (apt-get install -y chromium)…');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
if (!fs.existsSync(CHROMIUM)) {
  console.error(`apt-get terminó pero no hay Chromium en ${CHROMIUM}`);
  process.exit(1);
}
