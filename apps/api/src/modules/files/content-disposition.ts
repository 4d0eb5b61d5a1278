import type { Disposition } from '../../services/files/file-store.ts';

/**
 * `attachment; filename="poliza.pdf"; filename*=UTF-8''p%C3%B3liza.pdf`: an
 * ASCII name for old clients and the real one (RFC 6266 / 5987) for the rest.
 * Quotes, slashes and control characters never reach the header.
 */
export function contentDisposition(type: Disposition, filename: string): string {
  const ascii =
    filename
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9._ -]/g, '_')
      .slice(0, 120) || 'archivo';
  const encoded = encodeURIComponent(filename.slice(0, 120)).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
