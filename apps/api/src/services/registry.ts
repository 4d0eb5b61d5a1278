import type { Config } from '../config.ts';
import type { UploadLimits } from './files/accept-upload.ts';
import { createFileLinks, type FileLinks } from './files/file-links.ts';
import type { FileStore } from './files/file-store.ts';
import { linkSecret } from './files/link-secret.ts';
import { createLocalFileStore } from './files/local-file-store.ts';
import { createS3FileStore } from './files/s3-file-store.ts';
import { createOcrEngine, type OcrEngine } from './ocr/ocr-engine.ts';
import { type BankChannel, createBankChannel } from './payments/bank-channel.ts';
import { type CardGateway, createCardGateway } from './payments/card-gateway.ts';
import { createSignatureProvider, type SignatureProvider } from './signature/signature-provider.ts';
import { createSmsSender, type SmsSender } from './sms/sms-sender.ts';

/**
 * The outside world, behind one seam each, chosen by configuration at start.
 * Use-cases take what they need from here (app.services) and never construct
 * an implementation themselves, so a test or a deployment swaps one freely.
 */
export type Services = {
  files: FileStore;
  /** Checks the links the local store signs (the download route). */
  fileLinks: FileLinks;
  uploadLimits: UploadLimits;
  cardGateway: CardGateway;
  bankChannel: BankChannel;
  signature: SignatureProvider;
  ocr: OcrEngine;
  sms: SmsSender;
};

export function createServices(
  config: Pick<Config, 'files' | 'services' | 'dataDir' | 'publicUrl'> &
    Partial<Pick<Config, 'redsys' | 'env'>>,
): Services {
  const fileLinks = createFileLinks(linkSecret(config.files.linkSecret, config.dataDir));
  return {
    files: createFileStore(config, fileLinks),
    fileLinks,
    uploadLimits: { maxBytes: config.files.maxBytes, maxPixels: config.files.maxPixels },
    cardGateway: createCardGateway({ ...config.services, redsys: config.redsys }),
    bankChannel: createBankChannel(config.services),
    signature: createSignatureProvider({ ...config.services, publicUrl: config.publicUrl }),
    ocr: createOcrEngine(config.services),
    sms: createSmsSender(config.services, config.env === 'production'),
  };
}

/** The store named by FILES_STORE: the local folder, or an S3-compatible bucket. */
function createFileStore(config: Pick<Config, 'files' | 'publicUrl'>, links: FileLinks): FileStore {
  switch (config.files.store) {
    case 'local':
      return createLocalFileStore({
        root: config.files.dir,
        links,
        publicUrl: config.publicUrl,
        linkTtlSeconds: config.files.linkTtlSeconds,
      });
    case 's3':
      return createS3FileStore({
        ...config.files.s3,
        links,
        publicUrl: config.publicUrl,
        linkTtlSeconds: config.files.linkTtlSeconds,
      });
  }
}
