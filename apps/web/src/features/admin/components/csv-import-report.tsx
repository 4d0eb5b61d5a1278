import { type CsvImportColumn, type CsvRowIssue, csvColumnHeader, type JobProgress } from '@amparo/contract';
import { csvQuote, spreadsheetSafeText } from '@amparo/domain';
import { FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../api/save-blob';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';

export type ImportReport = { ok: number; failed: number; errors: readonly CsvRowIssue[] };

/**
 * The report as a CSV a spreadsheet opens (BOM, `;`), one line per error. A reason may repeat what
 * the file held, so every cell is made safe from formulas as the API's exports are.
 */
export function reportCsv(
  report: ImportReport,
  headers: [string, string, string],
  columns: readonly CsvImportColumn[] = [],
): string {
  const lines = [
    headers,
    ...report.errors.map((e) => [String(e.row), csvColumnHeader(columns, e.field), e.message]),
  ];
  const line = (cells: string[]) => cells.map((cell) => csvQuote(spreadsheetSafeText(cell))).join(';');
  return `\uFEFF${lines.map(line).join('\r\n')}\r\n`;
}

/** A CSV import's per-row report: rows written, rows with errors (number, column, reason), and its download. */
export function CsvImportReport({
  report,
  columns,
  okText,
  fileName,
}: {
  report: ImportReport;
  /** The import's columns: each error names its column by the Spanish header. */
  columns: readonly CsvImportColumn[];
  /** 'N tiendas importadas'-like text for the rows written. */
  okText: string;
  fileName: string;
}) {
  const { t } = useTranslation();
  const rowsWithErrors = new Set(report.errors.map((e) => e.row)).size;
  return (
    <div className="flex flex-col gap-4">
      <h3 className="text-lg font-bold text-ink">{t('admin.csvImport.title')}</h3>
      <Alert tone={report.ok > 0 ? 'success' : 'info'}>
        {okText} · {t('admin.csvImport.failed', { count: report.failed })}
      </Alert>
      {report.errors.length === 0 ? (
        <p className="text-muted">{t('admin.csvImport.noErrors')}</p>
      ) : (
        <section aria-labelledby="csv-report-errors" className="flex flex-col gap-2">
          <h4 id="csv-report-errors" className="font-semibold text-ink">
            {t('admin.csvImport.errorsTitle')}{' '}
            <span className="font-normal text-muted">({rowsWithErrors})</span>
          </h4>
          <div className="max-h-72 overflow-auto rounded-xl ring-1 ring-line">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('admin.csvImport.errorsTitle')}</caption>
              <thead className="bg-[#fafafb] text-xs font-bold text-muted uppercase">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    {t('admin.csvImport.row')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('admin.csvImport.field')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('admin.csvImport.reason')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.errors.map((issue) => (
                  <tr key={`${issue.row}-${issue.field}-${issue.message}`} className="border-t border-line">
                    <td className="px-3 py-2 font-semibold tabular-nums">{issue.row}</td>
                    <td className="px-3 py-2">{csvColumnHeader(columns, issue.field) || '—'}</td>
                    <td className="px-3 py-2 text-danger">{issue.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
      <div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            saveBlob(
              new Blob(
                [
                  reportCsv(
                    report,
                    [t('admin.csvImport.row'), t('admin.csvImport.field'), t('admin.csvImport.reason')],
                    columns,
                  ),
                ],
                { type: 'text/csv;charset=utf-8' },
              ),
              fileName,
            )
          }
        >
          <FileDown className="size-4" aria-hidden="true" />
          {t('admin.csvImport.download')}
        </Button>
      </div>
    </div>
  );
}

/** A running import's progress bar, with rows done and rows with errors so far. */
export function CsvImportProgress({ progress }: { progress: JobProgress | null }) {
  const { t } = useTranslation();
  const done = progress?.done ?? 0;
  const total = progress?.total ?? 0;
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <div className="flex flex-col gap-3">
      <p className="font-semibold text-ink">{t('admin.csvImport.running')}</p>
      <div
        role="progressbar"
        aria-label={t('admin.csvImport.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        className="h-3 w-full overflow-hidden rounded-full bg-line"
      >
        <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-muted tabular-nums">
        {t('admin.csvImport.progress', { done, total, errors: progress?.errors ?? 0 })}
      </p>
    </div>
  );
}
