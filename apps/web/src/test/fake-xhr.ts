import { vi } from 'vitest';

// Tests only: an XMLHttpRequest that records the request and lets the test drive the upload.

type Handler = ((event: ProgressEvent) => void) | null;

export class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: string | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: Handler } = { onprogress: null };
  onload: Handler = null;
  onerror: Handler = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: string) {
    this.body = body;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.({} as ProgressEvent);
  }
  fail() {
    this.onerror?.({} as ProgressEvent);
  }
}

/** Replaces the global XMLHttpRequest; undo with vi.unstubAllGlobals(). */
export function stubXhr() {
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}

export function lastXhr(): FakeXhr {
  if (!FakeXhr.last) throw new Error('No request was sent');
  return FakeXhr.last;
}
