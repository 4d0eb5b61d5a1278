import type { ServicesConfig } from '../../config.ts';
import { notConfigured } from '../not-configured.ts';
import { createTesseractEngine } from './tesseract-engine.ts';

/**
 * Reading text from an image (the IMEI from a `*#06#` screenshot).
 * It runs offline, on images that already passed the upload gate; finding the
 * IMEI in the text (15 digits, Luhn) is a domain rule, not the engine's.
 */
export interface OcrEngine {
  readonly kind: string;
  readText(image: Buffer, options?: OcrOptions): Promise<OcrResult>;
  /** Ends what the engine keeps running (a worker); called when the app closes. */
  close?(): Promise<void>;
}

export type OcrOptions = {
  /** 'block': the text as one block of lines (default); 'sparse': scattered words, found anywhere. */
  layout?: 'block' | 'sparse';
};

export type OcrResult = {
  text: string;
  lines: { text: string; confidence: number }[];
  /** 0 to 100. */
  confidence: number;
};

/** The engine named by OCR_ENGINE: 'tesseract' runs offline with its language data from npm. */
export function createOcrEngine(config: Pick<ServicesConfig, 'ocrEngine'>): OcrEngine {
  switch (config.ocrEngine) {
    case 'none':
      return notConfigured<OcrEngine>('ocr', 'OCR_NOT_CONFIGURED', { readText: true });
    case 'tesseract':
      return createTesseractEngine();
  }
}
