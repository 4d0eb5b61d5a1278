import path from 'node:path';
import { z } from '@amparo/contract';
import {
  DEFAULT_MAP_TILE_ATTRIBUTION,
  DEFAULT_MAP_TILE_URL,
  type MapTilesConfig,
  mapTileOrigin,
  mapTileUrlProblem,
} from './map-tiles.ts';
import type { S3Settings } from './services/files/s3-file-store.ts';
import { LIMITS, type Limit } from './services/rate-limit.ts';

/** One origin of a CSP frame-ancestors list, nothing that could add a directive. */
const FRAME_ORIGIN = /^https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().optional(),
  AMPARO_DATA_DIR: z.string().default('data'),
  AMPARO_ADMIN_EMAIL: z.email().default('admin@amparo.local'),
  AMPARO_ADMIN_PASSWORD: z.string().min(10).optional(),
  AMPARO_DEMO_DATA: z.enum(['true', 'false']).default('true'),
  AMPARO_WEB_DIST: z.string().optional(),
  /** Proxies in front of the API whose X-Forwarded-For to believe: a hop count, or addresses/CIDRs. Unset: none. */
  TRUST_PROXY: z.string().optional(),
  /** Origins that may frame the customer pages (banks embedding Amparo), separated by spaces or commas. */
  FRAME_ANCESTORS: z
    .string()
    .default('')
    .transform((value) => value.split(/[\s,]+/).filter(Boolean))
    .pipe(
      z.array(
        z.string().regex(FRAME_ORIGIN, 'cada origen debe ser https://dominio[:puerto] o https://*.dominio'),
      ),
    ),
  /** Map tiles of the public store map (/map): a Leaflet URL template and the attribution it requires. */
  MAP_TILE_URL: z
    .string()
    .default(DEFAULT_MAP_TILE_URL)
    .superRefine((value, context) => {
      const problem = mapTileUrlProblem(value);
      if (problem)
        context.addIssue({ code: 'custom', message: `plantilla de teselas no válida: ${problem}` });
    }),
  MAP_TILE_ATTRIBUTION: z.string().min(1).default(DEFAULT_MAP_TILE_ATTRIBUTION),
  /** Anonymous bookings allowed per hour from one address and to one email (docs/security.md, "Floods"). */
  BOOKINGS_PER_HOUR_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
  BOOKINGS_PER_HOUR_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  /** Customer-area access codes asked from one address per 15 minutes (docs/security.md, "Floods"). */
  ACCESS_CODES_PER_15_MIN_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
  /** Customer-area sign-ins (code typed) from one address per 15 minutes (docs/security.md, "Floods"). */
  CUSTOMER_SESSIONS_PER_15_MIN_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  /** A job whose worker stopped renewing its lease this long ago runs again elsewhere (src/jobs/queue.ts). */
  JOB_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(60),
  /** Done jobs older than this are deleted by the daily `jobs.cleanup`; failed ones stay (docs/operations.md). */
  JOBS_KEEP_DONE_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** How many months before a period ends its renewal is announced: two at least (LCS art. 22). */
  RENEWAL_NOTICE_MONTHS: z.coerce
    .number()
    .int()
    .min(2, { error: 'RENEWAL_NOTICE_MONTHS: la ley pide avisar al menos dos meses antes (art. 22 LCS)' })
    .max(11)
    .default(2),
  /** Days a booking may wait for its first receipt before the daily run closes it (LCS art. 15). */
  UNPAID_BOOKING_CLOSE_DAYS: z.coerce.number().int().min(7).max(365).default(30),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Amparo <no-reply@amparo.local>'),
  // Mails say "responde a este correo": the answer goes to customer service, not to the no-reply sender.
  MAIL_REPLY_TO: z.string().default('Amparo Atención al cliente <atencion@amparo.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Service seams (src/services/registry.ts): each names the implementation to use.
  FILES_STORE: z.enum(['local', 's3']).default('local'),
  FILES_DIR: z.string().optional(),
  /** FILES_STORE=s3: any S3-compatible server (AWS, MinIO, Ceph, Garage…); docs/operations.md. */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('eu-south-2'),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'un nombre de bucket S3 (3 a 63 minúsculas, cifras, puntos o guiones)',
    )
    .optional(),
  S3_PREFIX: z
    .string()
    .regex(/^([a-z0-9][a-z0-9_-]*\/)*$/, 'carpetas en minúsculas terminadas en /, como amparo/')
    .default(''),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  FILES_LINK_SECRET: z.string().min(32, 'al menos 32 caracteres').optional(),
  FILES_LINK_TTL_SECONDS: z.coerce.number().int().min(10).max(604_800).default(300),
  FILES_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(10 * 1024 * 1024),
  FILES_MAX_PIXELS: z.coerce.number().int().min(1).default(50_000_000),
  /** Unset: Redsys when REDSYS_URL names a real gateway, else the built-in sandbox (never in production). */
  CARD_GATEWAY: z.enum(['sandbox', 'redsys', 'none']).optional(),
  REDSYS_URL: z.url().optional(),
  REDSYS_REST_URL: z.url().optional(),
  REDSYS_MERCHANT_CODE: z
    .string()
    .regex(/^\d{9}$/, 'nueve cifras (el FUC del comercio)')
    .optional(),
  REDSYS_TERMINAL: z
    .string()
    .regex(/^\d{1,3}$/, 'de una a tres cifras')
    .default('1'),
  /** The merchant's SHA-256 key, base64 (24 bytes once decoded), from Redsys's back office. */
  REDSYS_SECRET: z
    .string()
    .refine(
      (v) => Buffer.from(v, 'base64').length === 24,
      'la clave SHA-256 del comercio en base64 (24 bytes)',
    )
    .optional(),
  BANK_CHANNEL: z.enum(['manual']).default('manual'),
  SIGNATURE_PROVIDER: z.enum(['builtin', 'none']).default('builtin'),
  /** The PKCS#12 (.p12/.pfx) that seals signed contracts; unset: a self-signed one made once under the data folder. */
  SIGNING_P12_PATH: z.string().optional(),
  SIGNING_P12_PASSPHRASE: z.string().default(''),
  OCR_ENGINE: z.enum(['none', 'tesseract']).default('tesseract'),
  /** outbox: held for a tester (never offered in production); labsmobile: delivered by LabsMobile's JSON API. */
  SMS_SENDER: z.enum(['outbox', 'labsmobile']).default('outbox'),
  LABSMOBILE_URL: z.url().default('https://api.labsmobile.com'),
  /** The account's user (its e-mail) and API token, sent as HTTP Basic. */
  LABSMOBILE_USERNAME: z.string().optional(),
  LABSMOBILE_TOKEN: z.string().optional(),
  /** The sender the phone shows: up to 11 letters or digits. */
  SMS_FROM: z
    .string()
    .regex(/^[A-Za-z0-9]{1,11}$/, 'de 1 a 11 letras o cifras, sin espacios')
    .default('Amparo'),
  /** Partner systems a policy can be sent to (docs/policy-admin.md): JSON {"name":{"url":"https://...","secret":"..."}}. */
  PARTNER_WEBHOOKS: z.string().optional(),
  /** Lets partner webhooks reach loopback, link-local and private addresses: tests with a local partner only. */
  PARTNER_WEBHOOKS_ALLOW_PRIVATE: z.enum(['true', 'false']).default('false'),
  /** The OpenAPI UI and JSON at /api/docs; unset: served outside production, not in production. */
  API_DOCS: z.enum(['true', 'false']).optional(),
});

const PartnerWebhooksSchema = z.record(
  z.string().regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'nombres de socio en minúsculas, cifras, - o _'),
  z.object({
    url: z.url({ protocol: /^https?$/, error: 'una dirección http(s)' }),
    secret: z.string().min(16, 'un secreto de al menos 16 caracteres'),
  }),
);

/** PARTNER_WEBHOOKS read and checked; a bad value stops the start like any other setting. */
function parsePartnerWebhooks(value: string | undefined): PartnerWebhooks {
  if (!value) return {};
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    throw new Error('Configuración no válida: PARTNER_WEBHOOKS no es un JSON válido');
  }
  const parsed = PartnerWebhooksSchema.safeParse(json);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Configuración no válida: PARTNER_WEBHOOKS: ${detail}`);
  }
  return parsed.data;
}

/** Partner name -> where its webhook goes and the secret it is signed with. */
export type PartnerWebhooks = Record<string, { url: string; secret: string }>;

type Env = z.infer<typeof EnvSchema>;

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  adminEmail: string;
  /** Undefined means: generate one on first start and print it once. */
  adminPassword: string | undefined;
  seedDemoData: boolean;
  webDist: string | undefined;
  logLevel: string;
  /** smtp://user:pass@host:587; unset keeps mail in the outbox only. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Reply-To of every mail: customer service's mailbox. */
  mailReplyTo: string;
  /** Fastify's trustProxy: false (default), a hop count, or a list of proxy addresses. */
  trustProxy: TrustProxy;
  files: FilesConfig;
  /** Origins allowed to frame the customer pages; empty: none (the back office and the API never are). */
  frameAncestors: string[];
  /** The public store map's tiles (src/map-tiles.ts). */
  mapTiles: MapTilesConfig;
  /** How long a running job may go without its worker renewing the lease (JOB_LEASE_SECONDS). */
  jobLeaseMs: number;
  /** Days a done job is kept before the daily cleanup deletes it (JOBS_KEEP_DONE_DAYS). */
  jobsKeepDoneDays: number;
  /** Months before a period ends that its renewal is announced (RENEWAL_NOTICE_MONTHS, two at least). */
  renewalNoticeMonths: number;
  /** Days a booking may wait for its first receipt before it is closed (UNPAID_BOOKING_CLOSE_DAYS). */
  unpaidBookingCloseDays: number;
  /** Limits on anonymous bookings (a store seller or staff booking is not counted). */
  bookingLimits: { perAddress: Limit; perEmail: Limit };
  /** Customer-area access codes asked from one address (LIMITS.accessCodePerIp unless configured). */
  accessCodesPerAddress: Limit;
  /** Customer-area sign-ins from one address (LIMITS.customerSessionPerIp unless configured). */
  customerSessionsPerAddress: Limit;
  services: ServicesConfig;
  /** The certificate that seals signed contracts (docs/signature.md). */
  signing: SigningConfig;
  /** The real Redsys gateway (CARD_GATEWAY=redsys); the sandbox needs none of it. */
  redsys: RedsysConfig;
  /** LabsMobile's API (SMS_SENDER=labsmobile). */
  labsmobile: LabsMobileConfig;
  /** POST /policies/{id}/send-to-{partner}: the configured partners. */
  partnerWebhooks: PartnerWebhooks;
  /** PARTNER_WEBHOOKS_ALLOW_PRIVATE: deliveries may go to loopback, link-local and private addresses. */
  partnerWebhooksAllowPrivate: boolean;
  /** API_DOCS: whether /api/docs (the OpenAPI UI and JSON) is served. */
  apiDocs: boolean;
};

export type RedsysConfig = {
  url: string;
  restUrl: string;
  merchantCode: string | undefined;
  terminal: string;
  secret: string | undefined;
};

export type LabsMobileConfig = {
  url: string;
  username: string | undefined;
  token: string | undefined;
  /** The sender shown on the phone (tpoa). */
  from: string;
};

export type FilesConfig = {
  store: Env['FILES_STORE'];
  /** The local store's folder (default `<AMPARO_DATA_DIR>/files`). */
  dir: string;
  /** HMAC key of signed download links; unset: one generated once and kept in `<dataDir>/file-links.secret`. */
  linkSecret: string | undefined;
  linkTtlSeconds: number;
  maxBytes: number;
  maxPixels: number;
  /** FILES_STORE=s3 only; unset keys come from the SDK's usual chain (environment, instance role). */
  s3: S3Settings;
};

export type SigningConfig = {
  /** A PKCS#12 file; undefined: `<dataDir>/signing/seal.p12`, self-signed, created on first use. */
  p12Path: string | undefined;
  p12Passphrase: string;
};

/** Which implementation fills each slot; 'none' answers "not configured" when used. */
export type ServicesConfig = {
  cardGateway: 'sandbox' | 'redsys' | 'none';
  bankChannel: Env['BANK_CHANNEL'];
  signatureProvider: Env['SIGNATURE_PROVIDER'];
  ocrEngine: Env['OCR_ENGINE'];
  smsSender: Env['SMS_SENDER'];
};

/** Fastify's trustProxy: off, a list of proxy addresses, or which hops to trust. */
export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

/** Reads the environment once, at start; a bad value stops the process with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Configuración no válida: ${detail}`);
  }
  const e = parsed.data;
  const cardGateway = chooseCardGateway(e);
  if (e.FILES_STORE === 's3' && !e.S3_BUCKET)
    throw new Error('Configuración no válida: FILES_STORE=s3 necesita S3_BUCKET');
  if (cardGateway === 'redsys' && (!e.REDSYS_MERCHANT_CODE || !e.REDSYS_SECRET))
    throw new Error(
      'Configuración no válida: CARD_GATEWAY=redsys necesita REDSYS_MERCHANT_CODE y REDSYS_SECRET',
    );
  if (e.SMS_SENDER === 'labsmobile' && (!e.LABSMOBILE_USERNAME || !e.LABSMOBILE_TOKEN))
    throw new Error(
      'Configuración no válida: SMS_SENDER=labsmobile necesita LABSMOBILE_USERNAME y LABSMOBILE_TOKEN',
    );
  const redsysUrl = e.REDSYS_URL ?? 'https://sis-t.redsys.es:25443/sis/realizarPago';
  const dataDir = path.resolve(e.AMPARO_DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    databaseUrl: e.DATABASE_URL || undefined,
    dataDir,
    adminEmail: e.AMPARO_ADMIN_EMAIL,
    adminPassword: e.AMPARO_ADMIN_PASSWORD,
    seedDemoData: e.AMPARO_DEMO_DATA === 'true',
    webDist: e.AMPARO_WEB_DIST,
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    mailReplyTo: e.MAIL_REPLY_TO,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    files: {
      store: e.FILES_STORE,
      dir: e.FILES_DIR ? path.resolve(e.FILES_DIR) : path.join(dataDir, 'files'),
      linkSecret: e.FILES_LINK_SECRET,
      linkTtlSeconds: e.FILES_LINK_TTL_SECONDS,
      maxBytes: e.FILES_MAX_BYTES,
      maxPixels: e.FILES_MAX_PIXELS,
      s3: {
        endpoint: e.S3_ENDPOINT,
        region: e.S3_REGION,
        bucket: e.S3_BUCKET ?? '',
        prefix: e.S3_PREFIX,
        accessKeyId: e.S3_ACCESS_KEY_ID,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
      },
    },
    services: {
      cardGateway,
      bankChannel: e.BANK_CHANNEL,
      signatureProvider: e.SIGNATURE_PROVIDER,
      ocrEngine: e.OCR_ENGINE,
      smsSender: e.SMS_SENDER,
    },
    labsmobile: {
      url: e.LABSMOBILE_URL.replace(/\/+$/, ''),
      username: e.LABSMOBILE_USERNAME,
      token: e.LABSMOBILE_TOKEN,
      from: e.SMS_FROM,
    },
    signing: {
      p12Path: e.SIGNING_P12_PATH ? path.resolve(e.SIGNING_P12_PATH) : undefined,
      p12Passphrase: e.SIGNING_P12_PASSPHRASE,
    },
    redsys: {
      url: redsysUrl,
      // Redsys's REST endpoint sits beside the redirect one (…/sis/rest/trataPeticionREST).
      restUrl: e.REDSYS_REST_URL ?? redsysUrl.replace(/realizarPago$/, 'rest/trataPeticionREST'),
      merchantCode: e.REDSYS_MERCHANT_CODE,
      terminal: e.REDSYS_TERMINAL,
      secret: e.REDSYS_SECRET,
    },
    frameAncestors: e.FRAME_ANCESTORS,
    partnerWebhooks: parsePartnerWebhooks(e.PARTNER_WEBHOOKS),
    partnerWebhooksAllowPrivate: e.PARTNER_WEBHOOKS_ALLOW_PRIVATE === 'true',
    apiDocs: e.API_DOCS ? e.API_DOCS === 'true' : e.NODE_ENV !== 'production',
    mapTiles: {
      url: e.MAP_TILE_URL,
      attribution: e.MAP_TILE_ATTRIBUTION,
      origin: mapTileOrigin(e.MAP_TILE_URL),
    },
    jobLeaseMs: e.JOB_LEASE_SECONDS * 1000,
    jobsKeepDoneDays: e.JOBS_KEEP_DONE_DAYS,
    renewalNoticeMonths: e.RENEWAL_NOTICE_MONTHS,
    unpaidBookingCloseDays: e.UNPAID_BOOKING_CLOSE_DAYS,
    bookingLimits: {
      perAddress: { max: e.BOOKINGS_PER_HOUR_PER_ADDRESS, windowMs: 3_600_000 },
      perEmail: { max: e.BOOKINGS_PER_HOUR_PER_EMAIL, windowMs: 3_600_000 },
    },
    accessCodesPerAddress: {
      max: e.ACCESS_CODES_PER_15_MIN_PER_ADDRESS,
      windowMs: LIMITS.accessCodePerIp.windowMs,
    },
    customerSessionsPerAddress: {
      max: e.CUSTOMER_SESSIONS_PER_15_MIN_PER_ADDRESS,
      windowMs: LIMITS.customerSessionPerIp.windowMs,
    },
  };
}

/**
 * CARD_GATEWAY, or Redsys when REDSYS_URL is set. Outside production the
 * default is the sandbox; in production there is no default: the sandbox signs
 * with Redsys's public test key and approves its test cards, so a server that
 * fell back to it would take forged payments (docs/security.md, card gateway).
 */
function chooseCardGateway(e: Env): ServicesConfig['cardGateway'] {
  if (e.CARD_GATEWAY) return e.CARD_GATEWAY;
  if (e.REDSYS_URL) return 'redsys';
  if (e.NODE_ENV === 'production')
    throw new Error(
      'Configuración no válida: CARD_GATEWAY es obligatorio en producción: redsys (con REDSYS_URL, ' +
        'REDSYS_MERCHANT_CODE y REDSYS_SECRET), none (sin pagos con tarjeta) o sandbox (pasarela de ' +
        'pruebas, no se mueve dinero real). Véase docs/operations.md, "Production checklist"',
    );
  return 'sandbox';
}

/** '2' -> 2 hops; '10.0.0.0/8,127.0.0.1' -> those addresses; unset -> trust no one (X-Forwarded-For ignored). */
/**
 * A hop count becomes a trust function: Fastify 5.12 takes a bare number but
 * then trusts no hop at all (checked: `X-Forwarded-For` was ignored), so the
 * `n` addresses nearest to the server (hops 0 to n-1) are trusted explicitly.
 */
function parseTrustProxy(value: string | undefined): TrustProxy {
  if (!value) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}
