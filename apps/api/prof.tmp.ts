import { openPostgres } from './src/db/client.ts';
import { streamPolicies } from './src/modules/policies/list-policies.ts';
import { policiesCsvStream } from './src/modules/exports/policies-csv.ts';
const h = openPostgres('postgres://postgres@127.0.0.1:5432/amparo_bench', 4);
const actor = { id: 1, role: 'admin', email: '', name: '', tokenId: 0, tokenPurpose: 'login', scope: 'all', distributorIds: [], storeIds: [] } as never;
let t0 = performance.now(); let n = 0;
for await (const rows of streamPolicies(h.db, actor, {}, '-created_at', 2000)) { n += rows.length; if (n >= 100000) break; }
console.log('db only', n, (performance.now() - t0).toFixed(0), 'ms');
t0 = performance.now(); n = 0; let bytes = 0;
async function* limited() { let m = 0; for await (const rows of streamPolicies(h.db, actor, {}, '-created_at', 2000)) { yield rows; m += rows.length; if (m >= 100000) return; } }
for await (const s of policiesCsvStream(limited())) { bytes += s.length; }
console.log('db+csv', (performance.now() - t0).toFixed(0), 'ms', bytes);
await h.close();
