import { CapturePage } from './capture/capture-page';
import { InstructionPage } from './capture/instruction-page';
import { SummaryPage as PhotoSummaryPage } from './capture/summary-page';

// One component per route of spec 2, so the router can lazy-load this module
// and pick each screen by name; the first step (imei/imei-page.tsx) is loaded on its own.
export { ImeiRepeatedPage } from './imei/imei-repeated-page';
export const InstructionsPage = () => <InstructionPage stepKey="instructions" />;
export const PrecapturePage = () => <InstructionPage stepKey="precapture" />;
export const PrecaptureFrontPage = () => <InstructionPage stepKey="precaptureFront" />;
export const CaptureFrontPage = () => <CapturePage side="front" />;
export const PrecaptureBackPage = () => <InstructionPage stepKey="precaptureBack" />;
export const CaptureBackPage = () => <CapturePage side="back" />;
export const SummaryPage = () => <PhotoSummaryPage />;
export { BreakagePage } from './result/breakage-page';
export { CheckingPage } from './result/checking-page';
export { RejectedPage } from './result/rejected-page';
