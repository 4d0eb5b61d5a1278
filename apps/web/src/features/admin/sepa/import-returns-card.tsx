import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/http';
import { ADMIN_PATHS } from '../../../navigation/paths';
import { Alert } from '../../../ui/alert';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { useJob } from '../components/use-job';
import { invalidateSepaFiles, type ReturnReportRow, useImportReturns } from './sepa-api';
import { ProgressBar } from './sepa-status';

/** Upload the bank's return file (pain.002 or camt.054); a job applies it and reports row by row. */
export function ImportReturnsCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const upload = useImportReturns();
  const job = useJob(upload.data?.job_id ?? null);
  const rows = (job.data?.result as { rows?: ReturnReportRow[] } | null)?.rows ?? null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setFileError(t('admin.sepa.returns.noFile'));
      return;
    }
    await upload.mutateAsync({ filename: file.name, content: await file.text() }).catch(() => undefined);
  };
  const finished = job.data?.status === 'done';
  // Once the returns are applied, the list's returned counts are stale.
  useEffect(() => {
    if (finished) void invalidateSepaFiles(queryClient);
  }, [finished, queryClient]);
  return (
    <section className="flex flex-col gap-4 rounded-card bg-white p-4 ring-1 ring-line sm:p-5">
      <h2 className="text-lg font-bold text-ink">{t('admin.sepa.returns.title')}</h2>
      <form noValidate onSubmit={submit} className="flex flex-col items-start gap-3">
        <Field label={t('admin.sepa.returns.file')} hint={t('admin.sepa.returns.fileHint')} error={fileError}>
          {(aria) => (
            <input
              {...aria}
              type="file"
              accept=".xml,application/xml,text/xml"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setFileError(undefined);
              }}
              className="w-full max-w-full rounded-xl border border-dashed border-[#8a8a95] bg-page p-3 text-sm file:mr-3 file:rounded-full file:border-0 file:bg-brand file:px-4 file:py-2 file:font-semibold file:text-white"
            />
          )}
        </Field>
        <Button type="submit" variant="secondary" isLoading={upload.isPending}>
          {t('admin.sepa.returns.submit')}
        </Button>
      </form>
      {upload.isError ? <Alert>{errorMessage(upload.error)}</Alert> : null}
      {upload.data ? (
        <ProgressBar
          label={t('admin.sepa.returns.progress')}
          done={job.data?.progress?.done ?? 0}
          total={job.data?.progress?.total ?? upload.data.rows}
        />
      ) : null}
      {rows ? <ReturnReport rows={rows} /> : null}
    </section>
  );
}

function ReturnReport({ rows }: { rows: ReturnReportRow[] }) {
  const { t } = useTranslation();
  const applied = rows.filter((row) => row.ok).length;
  return (
    <div className="flex flex-col gap-2">
      <p className="font-semibold text-ink">
        {t('admin.sepa.returns.summary', { applied, total: rows.length })}
      </p>
      <ul className="flex flex-col divide-y divide-line rounded-xl ring-1 ring-line">
        {rows.map((row) => (
          <li key={`${row.end_to_end_id}-${row.reason_code}`} className="flex flex-col gap-1 p-3 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={row.ok ? 'success' : 'danger'}>
                {row.ok ? t('admin.sepa.returns.ok') : t('admin.sepa.returns.error')}
              </Badge>
              <span className="font-mono">{row.end_to_end_id}</span>
              <span className="font-semibold">{row.reason_code}</span>
              {row.policy_id ? (
                <Link
                  to={ADMIN_PATHS.policy.replace(':id', String(row.policy_id))}
                  className="text-brand-strong underline"
                >
                  {t('admin.sepa.returns.policy')}
                </Link>
              ) : null}
            </div>
            <p className="text-muted">{row.message}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
