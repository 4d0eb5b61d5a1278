import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { buildExportUrl } from '../../../api/export-link';

export type AuditFilters = {
  entity_type: string;
  entity_id: string;
  actor_user_id: string;
  action: string;
  from: string;
  to: string;
};

export const EMPTY_AUDIT_FILTERS: AuditFilters = {
  entity_type: '',
  entity_id: '',
  actor_user_id: '',
  action: '',
  from: '',
  to: '',
};

export function useAuditEntries(filters: AuditFilters, page: number) {
  return useQuery({
    queryKey: ['admin', 'audit', filters, page],
    queryFn: ({ signal }) => callApi('listAudit', { query: { filter: { ...filters }, page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Filters from the address (`?entity_type=policy&entity_id=12`), so other pages can link to a record's history. */
export function auditFiltersFrom(params: URLSearchParams): AuditFilters {
  const filters = { ...EMPTY_AUDIT_FILTERS };
  for (const key of Object.keys(filters) as (keyof AuditFilters)[]) filters[key] = params.get(key) ?? '';
  return filters;
}

export function auditFiltersToParams(filters: AuditFilters): URLSearchParams {
  return new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ''));
}

/** The CSV download link of the log with the filters applied on screen (empty ones left out). */
export const buildAuditExportUrl = (filters: AuditFilters): Promise<string> =>
  buildExportUrl('audit', Object.fromEntries(auditFiltersToParams(filters)));
