import { hasValidLuhnCheckDigit, isValidIban, spanishIdType } from '@amparo/domain';

/**
 * Finds what must never be in a log line: a secret we know (the admin's
 * password, the download-link key), a credential (a bearer token, a session
 * cookie, a token or signature in a URL), or a person's data (an IBAN, a
 * Spanish DNI or NIE, a card number). Checked over the server's log of the
 * whole end-to-end run (`check-log-secrets.ts`, a step of `npm test`).
 */
export type LogFinding = { line: number; kind: string; excerpt: string };

const TEXT_PATTERNS: { kind: string; pattern: RegExp; valid?: (match: string) => boolean }[] = [
  { kind: 'token de portador', pattern: /\bBearer\s+[A-Za-z0-9._~+/-]{16,}/g },
  { kind: 'JWT', pattern: /\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g },
  {
    kind: 'secreto en la URL',
    pattern: /[?&](?:token|signature|code|password|secret|t)=(?!\[oculto\])[^&"\s#]+/gi,
  },
  { kind: 'cookie', pattern: /"(?:cookie|set-cookie|authorization)"\s*:/gi },
  { kind: 'contraseña', pattern: /"(?:password|new_password|current_password)"\s*:\s*"[^"]+"/gi },
  {
    kind: 'IBAN',
    pattern: /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){4,7}(?: ?[A-Z0-9]{1,4})?\b/g,
    valid: isValidIban,
  },
  { kind: 'DNI', pattern: /\b\d{8}[A-Z]\b/g, valid: (id) => spanishIdType(id) === 'DNI' },
  { kind: 'NIE', pattern: /\b[XYZ]\d{7}[A-Z]\b/g, valid: (id) => spanishIdType(id) === 'NIE' },
  // Not digits inside a longer token: a UUID whose groups happen to be digits passing Luhn's check
  // ('2904e390-9379-4201-8871-dce1…', a file name in a logged URL) is not a card.
  {
    kind: 'número de tarjeta',
    pattern: /(?<![\w.-])\d(?:[ -]?\d){12,18}(?![\w.]|-\w)/g,
    valid: isCardNumber,
  },
];

export function findSecretsInLog(log: string, knownSecrets: readonly string[]): LogFinding[] {
  const findings: LogFinding[] = [];
  const known = knownSecrets.filter((s) => s.length >= 8);
  log.split('\n').forEach((text, index) => {
    const line = index + 1;
    for (const secret of known)
      if (text.includes(secret)) findings.push({ line, kind: 'secreto conocido', excerpt: mask(secret) });
    for (const { kind, pattern, valid } of TEXT_PATTERNS)
      for (const match of text.matchAll(pattern))
        if (!valid || valid(match[0])) findings.push({ line, kind, excerpt: mask(match[0]) });
  });
  return findings;
}

/** Enough of a match to find it in the log, not enough to reuse it from a CI report. */
const mask = (value: string) => (value.length <= 6 ? '***' : `${value.slice(0, 4)}…(${value.length})`);

// A function declaration (hoisted): the table above uses it at load.
function isCardNumber(value: string): boolean {
  const digits = value.replace(/[ -]/g, '');
  if (digits.length < 13 || digits.length > 19 || /^(\d)\1+$/.test(digits)) return false;
  // Card numbers start 2 to 6 (Mastercard, Visa, Amex, Discover…).
  return /^[2-6]/.test(digits) && hasValidLuhnCheckDigit(digits);
}
