/** A stand-in for XMLHttpRequest in component tests: each test says how the server answers. */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  static respond: (xhr: FakeXhr) => void = () => {};

  method = '';
  url = '';
  body: unknown = undefined;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  static reset() {
    FakeXhr.sent = [];
    FakeXhr.respond = () => {};
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
    queueMicrotask(() => FakeXhr.respond(this));
  }

  abort() {
    this.onabort?.();
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }

  fail() {
    this.onerror?.();
  }
}

export const IMAGE_URL = '/api/images/0123456789abcdef0123456789abcdef';

export function pngFile(name = 'cover.png', size = 64) {
  return new File([new Uint8Array(size)], name, { type: 'image/png' });
}
