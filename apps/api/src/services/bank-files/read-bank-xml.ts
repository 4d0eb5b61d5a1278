import { SaxesParser, type SaxesTagNS } from 'saxes';

/**
 * Limits for every XML file that comes from a bank (docs/security.md, "Bank files"):
 * - depth: the ISO 20022 messages we read (pain.002, camt.054) nest at most 14 elements; the
 *   namespace-resolving parser pays a walk up the open elements for each one, so a file of
 *   20,000 nested elements costs 20,000² steps. The element past the limit is refused before
 *   its namespace is resolved.
 * - rows: a job applies each transaction of the file; past a few thousand it holds the back
 *   office for minutes, and no bank file we receive is near it.
 * - size: what the parse may read at all, for files that do not come through a route's body limit.
 */
export const BANK_XML_MAX_DEPTH = 15;
export const BANK_XML_MAX_ROWS = 5000;
export const BANK_XML_MAX_CHARS = 10 * 1024 * 1024;

/** Characters parsed between two turns of the event loop: about a millisecond of work. */
const CHUNK_CHARS = 16 * 1024;

export type BankXmlRules<F extends string> = {
  /** The exact root namespaces accepted (ISO 20022 message and version), each with its format. */
  namespaces: Readonly<Record<string, F>>;
  /** Local names of the elements that are one transaction of the file (they count as rows). */
  rowElements: readonly string[];
  maxDepth?: number;
  maxRows?: number;
  maxChars?: number;
};

/** What the caller reads; `path` holds the local names of the open elements, the current one last. */
export type BankXmlHandlers = {
  open?: (tag: SaxesTagNS, path: readonly string[]) => void;
  text?: (text: string) => void;
  close?: (tag: SaxesTagNS, path: readonly string[]) => void;
};

export type BankFileRefusal = 'malformed' | 'too_large' | 'too_deep' | 'too_many_rows' | 'foreign_format';

/** A bank file refused by the guard, with the reason in Spanish for the caller's own error. */
export class BankFileRefused extends Error {
  constructor(
    readonly reason: BankFileRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'BankFileRefused';
  }
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Reads a bank's XML with the limits above, streaming (saxes), and gives the event loop a turn
 * every chunk so that a large file never holds other requests. The root must be `Document` in one
 * of `rules.namespaces` exactly (`urn:evil:pain.002` is not a pain.002). No DOCTYPE: a bank file
 * has none, and saxes expands no external entity anyway. Returns the format of the root's
 * namespace; `handlersFor` gets it once the root is read. Throws BankFileRefused.
 */
export async function readBankXml<F extends string>(
  content: string,
  rules: BankXmlRules<F>,
  handlersFor: (format: F) => BankXmlHandlers,
): Promise<F> {
  const maxDepth = rules.maxDepth ?? BANK_XML_MAX_DEPTH;
  const maxRows = rules.maxRows ?? BANK_XML_MAX_ROWS;
  const maxChars = rules.maxChars ?? BANK_XML_MAX_CHARS;
  if (content.length > maxChars)
    throw new BankFileRefused(
      'too_large',
      `pasa de ${Math.round(maxChars / (1024 * 1024))} MB, el máximo por fichero`,
    );
  const parser = new SaxesParser({ xmlns: true });
  const path: string[] = [];
  let depth = 0;
  let rows = 0;
  let format: F | null = null;
  let handlers: BankXmlHandlers = {};

  // Before the tag's attributes and namespace are read: the element past the limit costs nothing.
  parser.on('opentagstart', () => {
    depth++;
    if (depth > maxDepth)
      throw new BankFileRefused(
        'too_deep',
        `anida más de ${maxDepth} niveles de elementos; un fichero del banco no pasa de ${maxDepth}`,
      );
  });
  parser.on('doctype', () => {
    throw new BankFileRefused('malformed', 'trae una declaración DOCTYPE, que un fichero del banco no lleva');
  });
  parser.on('opentag', (tag) => {
    path.push(tag.local);
    if (path.length === 1) {
      if (tag.local !== 'Document') throw new BankFileRefused('foreign_format', 'la raíz no es <Document>');
      const found = Object.hasOwn(rules.namespaces, tag.uri) ? rules.namespaces[tag.uri]! : null;
      if (found === null)
        throw new BankFileRefused(
          'foreign_format',
          `formato no admitido (${tag.uri || 'sin espacio de nombres'}); se espera uno de ${Object.keys(rules.namespaces).join(', ')}`,
        );
      format = found;
      handlers = handlersFor(found);
    }
    if (rules.rowElements.includes(tag.local) && ++rows > maxRows)
      throw new BankFileRefused(
        'too_many_rows',
        `trae más de ${maxRows} operaciones y el máximo por fichero es ${maxRows}: pide al banco ficheros más pequeños (por día)`,
      );
    handlers.open?.(tag, path);
  });
  parser.on('text', (text) => handlers.text?.(text));
  // saxes says where the XML breaks ("1:20: unclosed tag.").
  parser.on('error', (error) => {
    throw new BankFileRefused('malformed', error.message.split('\n')[0]!);
  });
  parser.on('closetag', (tag) => {
    handlers.close?.(tag, path);
    path.pop();
    depth--;
  });
  for (let start = 0; start < content.length; start += CHUNK_CHARS) {
    parser.write(content.slice(start, start + CHUNK_CHARS));
    await yieldToEventLoop();
  }
  parser.close();
  if (format === null) throw new BankFileRefused('malformed', 'no es un documento XML');
  return format;
}
