import fs from 'node:fs';
import path from 'node:path';

/** Days since the contract of the seeded policies: one past the 15-day withdrawal window. */
export const AGED_DAYS = 16;
export const AGED_POLICIES_FILE = 'aged-policies.json';

/**
 * One policy per use, so no two specs or browser projects share one, whatever their order: the
 * customer area looks at 'phone' or 'desktop' (day16-customer.spec.ts, by project); staff cancel
 * 'staff-end-of-period', then 'staff-pro-rata' once the setting is pro rata
 * (day16-staff-cancel.spec.ts).
 */
export const AGED_POLICY_KEYS = ['phone', 'desktop', 'staff-end-of-period', 'staff-pro-rata'] as const;
export type AgedPolicyKey = (typeof AGED_POLICY_KEYS)[number];

export type AgedPolicy = { key: AgedPolicyKey; id: number; number: string; email: string; bookedOn: string };

/** The policies seed-aged-policies.ts wrote into the server's data directory. */
export function readAgedPolicy(dataDir: string, key: AgedPolicyKey): AgedPolicy {
  const all = JSON.parse(fs.readFileSync(path.join(dataDir, AGED_POLICIES_FILE), 'utf8')) as AgedPolicy[];
  const found = all.find((p) => p.key === key);
  if (!found) throw new Error(`no seeded policy '${key}' in ${dataDir}`);
  return found;
}
