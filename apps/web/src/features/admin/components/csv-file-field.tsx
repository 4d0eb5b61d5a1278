import { useTranslation } from 'react-i18next';
import { Field } from '../../../ui/field';

/** The labelled file picker of a CSV import ('Fichero CSV'). */
export function CsvFileField({
  error,
  maxMb,
  onChange,
}: {
  error: string | undefined;
  /** The import's size limit, in the hint. */
  maxMb: number;
  onChange: (file: File | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <Field label={t('admin.network.file')} hint={t('admin.network.fileHint', { maxMb })} error={error}>
      {(aria) => (
        <input
          {...aria}
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          className="rounded-xl border border-dashed border-[#8a8a95] bg-page p-3 text-sm file:mr-3 file:rounded-full file:border-0 file:bg-brand file:px-4 file:py-2 file:font-semibold file:text-white"
        />
      )}
    </Field>
  );
}
