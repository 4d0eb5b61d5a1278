import fs from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';

const require = createRequire(import.meta.url);
// DejaVu covers every Spanish character (ñ, á, €…), which the standard Helvetica of PDF cannot encode.
const fontPath = (name: string) => require.resolve(`dejavu-fonts-ttf/ttf/${name}`);

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const BRAND = rgb(0.839, 0, 0.494); // #D6007E
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.29, 0.29, 0.33);

/** A tiny flowing-text writer over pdf-lib: headings, paragraphs and bullets, with page breaks. */
export class PdfWriter {
  private page!: PDFPage;
  private y = 0;
  private constructor(
    readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {}

  /**
   * `generatedAt` fixes the creation and modification dates (otherwise the
   * clock's): with it, the same content gives the same bytes (pdf-lib's font
   * subset names come from a seeded generator, so they repeat too).
   */
  static async create(meta: { title: string; subject: string; generatedAt?: Date }) {
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    const regular = await doc.embedFont(fs.readFileSync(fontPath('DejaVuSans.ttf')), { subset: true });
    const bold = await doc.embedFont(fs.readFileSync(fontPath('DejaVuSans-Bold.ttf')), { subset: true });
    doc.setTitle(meta.title);
    doc.setSubject(meta.subject);
    doc.setAuthor('Amparo Seguros');
    doc.setLanguage('es-ES');
    if (meta.generatedAt) {
      doc.setCreationDate(meta.generatedAt);
      doc.setModificationDate(meta.generatedAt);
    }
    const writer = new PdfWriter(doc, regular, bold);
    writer.newPage();
    return writer;
  }

  private newPage() {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  private lines(text: string, font: PDFFont, size: number, width: number): string[] {
    const out: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(candidate, size) > width && line) {
          out.push(line);
          line = word;
        } else line = candidate;
      }
      out.push(line);
    }
    return out;
  }

  private write(
    text: string,
    opts: { size: number; bold?: boolean; color?: ReturnType<typeof rgb>; indent?: number; gap?: number },
  ) {
    const font = opts.bold ? this.bold : this.regular;
    const indent = opts.indent ?? 0;
    const lineHeight = opts.size * 1.35;
    for (const line of this.lines(text, font, opts.size, A4.width - 2 * MARGIN - indent)) {
      if (this.y - lineHeight < MARGIN) this.newPage();
      this.y -= lineHeight;
      this.page.drawText(line, {
        x: MARGIN + indent,
        y: this.y,
        size: opts.size,
        font,
        color: opts.color ?? INK,
      });
    }
    this.y -= opts.gap ?? 4;
  }

  title(text: string) {
    this.write(text, { size: 18, bold: true, color: BRAND, gap: 6 });
  }
  heading(text: string) {
    this.y -= 6;
    this.write(text, { size: 12, bold: true, color: BRAND });
  }
  paragraph(text: string) {
    this.write(text, { size: 10 });
  }
  note(text: string) {
    this.write(text, { size: 8.5, color: MUTED });
  }
  bullets(items: string[]) {
    for (const item of items) this.write(`•  ${item}`, { size: 10, indent: 8, gap: 1 });
    this.y -= 3;
  }

  /**
   * Leaves the lowest `height` points of the current page empty: when the
   * text already reaches into them, what follows (nothing, or `note`) starts
   * a page of its own. The signed contract stamps the signature there.
   */
  keepBottomFree(height: number, note: string) {
    // The last line's descenders and the writer's gap sit a few points under its baseline.
    if (this.y - 4 >= height) return;
    this.newPage();
    this.note(note);
  }

  async bytes(): Promise<Uint8Array> {
    return this.doc.save();
  }
}
