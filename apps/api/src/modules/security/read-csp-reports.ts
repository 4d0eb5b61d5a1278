import { z } from '@amparo/contract';

/** One violation as it goes to the log: no query strings (they carry link tokens), bounded sizes. */
export type CspViolation = {
  document: string;
  blocked: string;
  directive: string;
  disposition: string;
  source: string;
  line: number | null;
  column: number | null;
  sample: string;
};

const text = z.string().max(4096).optional().catch(undefined);
const position = z.number().int().nonnegative().optional().catch(undefined);

/** report-uri's format (application/csp-report), sent by Firefox and Safari. */
const LegacyReport = z.object({
  'csp-report': z.object({
    'document-uri': text,
    'blocked-uri': text,
    'effective-directive': text,
    'violated-directive': text,
    disposition: text,
    'source-file': text,
    'line-number': position,
    'column-number': position,
    'script-sample': text,
  }),
});

/** The Reporting API's format (application/reports+json), sent by Chromium: a batch of reports. */
const ReportingBatch = z
  .array(
    z.object({
      type: z.string().max(100),
      body: z
        .object({
          documentURL: text,
          blockedURL: text,
          effectiveDirective: text,
          disposition: text,
          sourceFile: text,
          lineNumber: position,
          columnNumber: position,
          sample: text,
        })
        .optional(),
    }),
  )
  .max(50);

/** Keeps the origin and path of a URL; keywords such as 'inline' or 'eval' pass as they are. */
function withoutQuery(value: string | undefined): string {
  if (!value) return '';
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:'
      ? `${url.origin}${url.pathname}`
      : url.protocol;
  } catch {
    return value.split(/[?#]/)[0]!.slice(0, 200);
  }
}

const bounded = (value: string | undefined, max: number) => (value ?? '').slice(0, max);

/**
 * The violations in a report body of either format; null when the body is
 * neither. Reports of other kinds (deprecations, interventions) are skipped.
 */
export function readCspReports(body: unknown): CspViolation[] | null {
  const legacy = LegacyReport.safeParse(body);
  if (legacy.success) {
    const r = legacy.data['csp-report'];
    return [
      {
        document: withoutQuery(r['document-uri']),
        blocked: withoutQuery(r['blocked-uri']),
        directive: bounded(r['effective-directive'] ?? r['violated-directive'], 100),
        disposition: bounded(r.disposition, 20),
        source: withoutQuery(r['source-file']),
        line: r['line-number'] ?? null,
        column: r['column-number'] ?? null,
        sample: bounded(r['script-sample'], 80),
      },
    ];
  }
  const batch = ReportingBatch.safeParse(body);
  if (!batch.success) return null;
  return batch.data.flatMap((report) =>
    report.type === 'csp-violation' && report.body
      ? [
          {
            document: withoutQuery(report.body.documentURL),
            blocked: withoutQuery(report.body.blockedURL),
            directive: bounded(report.body.effectiveDirective, 100),
            disposition: bounded(report.body.disposition, 20),
            source: withoutQuery(report.body.sourceFile),
            line: report.body.lineNumber ?? null,
            column: report.body.columnNumber ?? null,
            sample: bounded(report.body.sample, 80),
          },
        ]
      : [],
  );
}
