// Reset-link and access-code requests should take the same time for
// a known and an unknown email (docs/security.md, Credentials). Starts the built server (PGlite), trusts one
// proxy hop so each request can come from its own address (the per-address
// limits would stop the run otherwise), and times alternating requests.
import { startBuiltServer } from './built-server.ts';

process.env.TRUST_PROXY = '1';
const server = await startBuiltServer(Number(process.env.BENCH_PORT ?? 3211));
const rounds = Number(process.env.BENCH_ROUNDS ?? 150);
let address = 0;

async function timed(path: string, email: string) {
  address++;
  const start = performance.now();
  const res = await fetch(`${server.baseUrl}/api${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
    },
    body: JSON.stringify({ email }),
  });
  await res.arrayBuffer();
  if (res.status !== 202) throw new Error(`${path}: ${res.status}`);
  return performance.now() - start;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

try {
  const customer = 'medida@example.com';
  const booked = await fetch(`${server.baseUrl}/api/policies`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      product_id: 3,
      periodicity: 1,
      payment_method: 'card',
      device: { brand: 'Apple', model: 'iPhone 16 Pro', value: 121_900 },
      holder: {
        name: 'Lucía',
        surname1: 'Martín',
        document_code: '12345678Z',
        email: customer,
        phone: '612345678',
      },
      acceptances: { terms: true, precontractual: true, privacy: true, has_invoice: true },
    }),
  });
  if (booked.status !== 201) throw new Error(`booking: ${booked.status}`);
  const cases = [
    ['/users/remember-password', 'admin@amparo.local', 'nadie@example.com'],
    ['/customer/access-code', customer, 'nadie@example.com'],
  ] as const;
  console.log('| request | known email, median ms | unknown email, median ms |');
  console.log('|---|---:|---:|');
  for (const [path, known, unknown] of cases) {
    const a: number[] = [];
    const b: number[] = [];
    for (let i = 0; i < rounds; i++) {
      a.push(await timed(path, known));
      b.push(await timed(path, unknown));
    }
    console.log(`| POST /api${path} | ${median(a).toFixed(2)} | ${median(b).toFixed(2)} |`);
  }
} finally {
  server.stop();
}
