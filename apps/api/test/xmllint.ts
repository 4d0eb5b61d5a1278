import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const PAIN_008_XSD = path.resolve(
  import.meta.dirname,
  '../src/modules/sepa/schema/pain.008.001.02.xsd',
);

/** Validates XML against an XSD with Debian's xmllint (libxml2-utils): a real schema validator. */
export function xmllint(xml: string, xsd = PAIN_008_XSD): { valid: boolean; output: string } {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'amparo-xml-')), 'doc.xml');
  writeFileSync(file, xml);
  const run = spawnSync('xmllint', ['--noout', '--schema', xsd, file], { encoding: 'utf8' });
  if (run.error) throw run.error;
  return { valid: run.status === 0, output: `${run.stdout}${run.stderr}` };
}
