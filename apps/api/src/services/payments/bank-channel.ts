import type { ServicesConfig } from '../../config.ts';

/**
 * How SEPA direct-debit files (pain.008) reach the bank and how its
 * return files (pain.002 / camt.054) come back. Building and reading those
 * files is the payments issue's; this slot only carries them.
 */
export interface BankChannel {
  readonly kind: string;
  /** Hands a generated collection file to the bank. */
  submitCollection(file: SepaCollectionFile): Promise<CollectionSubmission>;
  /** Return files the bank has published since the last call; none when staff import them by hand. */
  fetchReturnFiles(): Promise<BankReturnFile[]>;
}

export type SepaCollectionFile = {
  sepaFileId: number;
  /** The pain.008 XML in the file store. */
  fileKey: string;
  messageId: string;
  collectionDate: string;
  transactions: number;
  totalCents: number;
};

export type CollectionSubmission =
  | { status: 'submitted'; reference: string }
  /** Nobody sent it yet: staff download the file and upload it to the bank's web site. */
  | { status: 'awaiting_upload'; instructions: string };

export type BankReturnFile = { name: string; content: Buffer; receivedAt: Date };

/**
 * The bank channel of one machine, and of many small insurers: staff download
 * the file from the back office and upload it to their bank's web site, and
 * import the bank's return files the same way. Nothing is sent by itself.
 */
export function createManualBankChannel(): BankChannel {
  return {
    kind: 'manual',
    async submitCollection() {
      return {
        status: 'awaiting_upload',
        instructions: 'Descarga el fichero SEPA desde el back office y súbelo a la banca electrónica',
      };
    },
    async fetchReturnFiles() {
      return [];
    },
  };
}

/** The channel named by BANK_CHANNEL; an EBICS or bank-API channel would be added here. */
export function createBankChannel(config: Pick<ServicesConfig, 'bankChannel'>): BankChannel {
  switch (config.bankChannel) {
    case 'manual':
      return createManualBankChannel();
  }
}
