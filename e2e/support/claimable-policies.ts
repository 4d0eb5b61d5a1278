import fs from 'node:fs';
import path from 'node:path';

// Policies in force that take claims, written before the server starts by
// seed-aged-policies.ts with the API tests' own factories (apps/api/test/claim-factories.ts).
// One per journey and browser project, so the two projects never share a policy.

export const CLAIMABLE_POLICIES_FILE = 'claimable-policies.json';
export const CLAIMABLE_POLICY_KEYS = [
  'phone-mobile',
  'desktop-mobile',
  'phone-scooter',
  'desktop-scooter',
  // A multi-device policy: its phone, a fridge and a TV (claim types by item, spec 9).
  'phone-multi',
  'desktop-multi',
  // accessibility.spec.ts declares a claim on its own policy.
  'phone-axe',
  'desktop-axe',
  // claims-conversation.spec.ts: a sent water-damage claim the desk and the customer talk about.
  'phone-talk',
  // staff-payments.spec.ts: cover suspended by a later receipt unpaid for over a month (LCS art. 15).
  'desktop-unpaid',
  // renewal.spec.ts: a term ending in 50 days, inside the renewal notice's two months (LCS art. 22).
  'phone-renewal',
  'desktop-renewal',
  // endorsement.spec.ts: an 800 € phone with its term and monthly receipts, changed for a new one.
  'phone-change',
  'desktop-change',
] as const;
export type ClaimablePolicyKey = (typeof CLAIMABLE_POLICY_KEYS)[number];
export type ClaimablePolicy = {
  key: ClaimablePolicyKey;
  id: number;
  number: string;
  email: string;
  /** The claim already sent on it, where the journey starts at the desk. */
  claimNumber?: string;
};

export function readClaimablePolicy(dataDir: string, key: ClaimablePolicyKey): ClaimablePolicy {
  const file = path.join(dataDir, CLAIMABLE_POLICIES_FILE);
  const all = JSON.parse(fs.readFileSync(file, 'utf8')) as ClaimablePolicy[];
  const found = all.find((p) => p.key === key);
  if (!found) throw new Error(`no seeded policy '${key}' in ${dataDir}`);
  return found;
}
