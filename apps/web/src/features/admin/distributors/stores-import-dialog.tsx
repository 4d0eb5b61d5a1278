import {
  csvImportMaxMb,
  type Distributor,
  STORE_IMPORT_COLUMNS,
  StoresImportReportSchema,
} from '@amparo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/http';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { AdminDialog } from '../components/admin-dialog';
import { CsvColumnsGuide } from '../components/csv-columns-guide';
import { CsvFileField } from '../components/csv-file-field';
import { CsvImportProgress, CsvImportReport } from '../components/csv-import-report';
import { useJob } from '../components/use-job';
import { PARTNER_OPTIONS_KEY } from '../components/use-partner-options';
import { DISTRIBUTORS_KEY, importStoresCsv } from './distributors-api';

const FORM_ID = 'stores-import-form';

/**
 * 'Importar tiendas (CSV)': sends the file, follows the import job with a
 * progress bar, then shows its per-row report (rows written, rows with errors
 * and why) with a download of that report.
 */
export function StoresImportDialog({
  distributor,
  onClose,
}: {
  distributor: Distributor;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const mutation = useMutation({
    mutationFn: (selected: File) => importStoresCsv(distributor.id, selected, t('admin.network.readError')),
  });
  const job = useJob(mutation.data?.job_id ?? null);
  const parsed = job.data?.status === 'done' ? StoresImportReportSchema.safeParse(job.data.result) : null;
  const report = parsed?.success ? parsed.data : undefined;
  const failed = job.data?.status === 'failed';
  const wroteAny = (report?.created ?? 0) + (report?.updated ?? 0) > 0;
  useEffect(() => {
    if (!wroteAny) return;
    // The distributors' store counts, and the new stores in every selector.
    void queryClient.invalidateQueries({ queryKey: DISTRIBUTORS_KEY });
    void queryClient.invalidateQueries({ queryKey: PARTNER_OPTIONS_KEY });
  }, [wroteAny, queryClient]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setFileError(t('admin.network.fileRequired'));
      return;
    }
    mutation.mutate(file);
  };
  const running = mutation.isSuccess && !report && !failed;
  return (
    <AdminDialog
      onClose={onClose}
      size="lg"
      title={t('admin.distributors.import.title')}
      description={t('admin.distributors.import.description', { name: distributor.name })}
      footer={
        report || failed ? (
          <>
            <Button variant="secondary" onClick={() => mutation.reset()}>
              {t('admin.network.again')}
            </Button>
            <Button onClick={onClose}>{t('nav.close')}</Button>
          </>
        ) : running ? (
          <Button onClick={onClose}>{t('nav.close')}</Button>
        ) : (
          <Button type="submit" form={FORM_ID} isLoading={mutation.isPending}>
            {t('admin.network.submit')}
          </Button>
        )
      }
    >
      {report ? (
        <CsvImportReport
          report={{ ok: report.created + report.updated, failed: report.failed, errors: report.errors }}
          columns={STORE_IMPORT_COLUMNS}
          okText={t('admin.distributors.import.ok', {
            count: report.created + report.updated,
            created: t('admin.distributors.import.created', { count: report.created }),
            updated: t('admin.distributors.import.updated', { count: report.updated }),
          })}
          fileName={`informe-tiendas-${distributor.id}.csv`}
        />
      ) : failed ? (
        <Alert>{t('admin.network.jobFailed')}</Alert>
      ) : running ? (
        <CsvImportProgress progress={job.data?.progress ?? null} />
      ) : (
        <form id={FORM_ID} noValidate onSubmit={submit} className="flex flex-col gap-4">
          {mutation.isError ? <Alert>{errorMessage(mutation.error)}</Alert> : null}
          <CsvColumnsGuide
            columns={STORE_IMPORT_COLUMNS}
            note={t('admin.distributors.import.columnsNote')}
            templateName="plantilla-tiendas.csv"
          />
          <CsvFileField
            error={fileError}
            maxMb={csvImportMaxMb('stores')}
            onChange={(selected) => {
              setFile(selected);
              setFileError(undefined);
            }}
          />
        </form>
      )}
    </AdminDialog>
  );
}
