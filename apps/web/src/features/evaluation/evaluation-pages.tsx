import { StepPage } from './step-page';

// One component per route of spec 2, so the router can lazy-load this module
// and pick each screen by name.
export { ImeiPage } from './imei/imei-page';
export { ImeiRepeatedPage } from './imei/imei-repeated-page';
export const InstructionsPage = () => <StepPage stepKey="instructions" />;
export const PrecapturePage = () => <StepPage stepKey="precapture" />;
export const PrecaptureFrontPage = () => <StepPage stepKey="precaptureFront" />;
export const CaptureFrontPage = () => <StepPage stepKey="captureFront" />;
export const PrecaptureBackPage = () => <StepPage stepKey="precaptureBack" />;
export const CaptureBackPage = () => <StepPage stepKey="captureBack" />;
export const SummaryPage = () => <StepPage stepKey="summary" />;
export { BreakagePage } from './result/breakage-page';
export { CheckingPage } from './result/checking-page';
export { RejectedPage } from './result/rejected-page';
