import type { EvaluationQueueItem } from '@amparo/contract';
import { evaluationStatusName } from '@amparo/domain';
import { type CsvColumn, code, csvStream, instant, text } from '../../services/csv.ts';

/** The phone checks of one status, as the experts' lead reviews them: who, which phone, what was found. */
const COLUMNS: CsvColumn<EvaluationQueueItem>[] = [
  { header: 'Id', cell: (e) => text(e.id) },
  { header: 'Póliza', cell: (e) => code(e.policy_number) },
  { header: 'Tomador', cell: (e) => text(e.holder_name) },
  { header: 'Dispositivo', cell: (e) => text(e.device) },
  { header: 'Estado', cell: (e) => text(evaluationStatusName(e.status)) },
  { header: 'Intento', cell: (e) => text(e.attempt) },
  { header: 'Origen', cell: (e) => text(e.source === 'staff' ? 'Personal' : 'Cliente') },
  { header: 'Hallazgos', cell: (e) => text(e.findings.join(' · ')) },
  { header: 'Enviada', cell: (e) => instant(e.created_at) },
  { header: 'Comprobada', cell: (e) => instant(e.checked_at) },
];

/** GET /evaluations?export_csv=1: the filtered list streamed page by page. */
export const evaluationsCsvStream = (chunks: AsyncIterable<readonly EvaluationQueueItem[]>) =>
  csvStream(chunks, COLUMNS);
