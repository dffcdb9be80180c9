import { vi } from 'vitest';

/** One upload a screen sent, as the fake server saw it. */
export interface SeenUpload { method: string; url: string; form: FormData; file: File | null; responseType: string }
export interface UploadAnswer { status: number; body: string; headers?: Record<string, string> }

export const jsonUpload = (body: unknown, status = 200): UploadAnswer =>
  ({ status, body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });

/**
 * Uploads go through XMLHttpRequest (lib/upload, for progress), not fetch: this fake answers them, so the real
 * address, form and answer handling are what a test checks. It replaces the global for the test (vi.unstubAllGlobals
 * in afterEach puts it back) rather than mocking lib/upload, which would not hold when test files share modules.
 */
export function fakeUploads(answer: (upload: SeenUpload) => UploadAnswer): SeenUpload[] {
  const seen: SeenUpload[] = [];
  class FakeRequest {
    upload: { onprogress: unknown } = { onprogress: null };
    responseType = '';
    status = 0;
    responseText = '';
    response: unknown = null;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = '';
    private url = '';
    private answerHeaders: Record<string, string> = {};
    open(method: string, url: string) { this.method = method; this.url = url; }
    setRequestHeader() {}
    getResponseHeader(name: string) { return this.answerHeaders[name.toLowerCase()] ?? null; }
    abort() { this.onabort?.(); }
    send(form: FormData) {
      const upload = { method: this.method, url: this.url, form, file: form.get('file') as File | null, responseType: this.responseType };
      seen.push(upload);
      const { status, body, headers = {} } = answer(upload);
      setTimeout(() => {
        this.status = status;
        this.answerHeaders = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
        if (this.responseType === 'blob') this.response = new Blob([body], { type: headers['Content-Type'] });
        else this.responseText = body;
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  return seen;
}
