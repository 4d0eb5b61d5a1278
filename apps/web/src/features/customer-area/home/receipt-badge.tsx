// The badge moved to the design system (the back office shows receipts too).
export { ReceiptBadge, receiptTone } from '../../../ui/receipt-badge';
