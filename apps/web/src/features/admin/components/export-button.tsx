import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../../api/http';
import { Button } from '../../../ui/button';
import { toast } from '../../../ui/toast/toast-store';

/** Starts a CSV download; the button spins meanwhile and a failure shows as a toast. */
export function ExportButton({ label, onExport }: { label: string; onExport: () => Promise<void> }) {
  const [isExporting, setIsExporting] = useState(false);
  const exportCsv = async () => {
    setIsExporting(true);
    try {
      await onExport();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setIsExporting(false);
    }
  };
  return (
    <Button variant="secondary" size="sm" onClick={exportCsv} isLoading={isExporting}>
      {!isExporting ? <FileDown className="size-4" aria-hidden="true" /> : null}
      {label}
    </Button>
  );
}
