// For api tests of the browser legs (single sign-on, the demo identity provider): one browser's
// cookie jar over fetch, following nothing by itself, so a test sees every redirect and cookie.
// Cookies are kept by name and sent on every request to the api: enough for one origin, whose
// paths a test walks in order.

export interface BrowserAnswer {
  status: number;
  /** Where a redirect points, made absolute. */
  location: string | null;
  /** The Set-Cookie headers as sent. */
  setCookies: string[];
  text: string;
  contentType: string | null;
}

export class TestBrowser {
  readonly cookies = new Map<string, string>();

  constructor(private readonly origin: string) {}

  private async send(url: string, init: RequestInit = {}): Promise<BrowserAnswer> {
    const target = new URL(url, this.origin);
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(target, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
    });
    const setCookies = response.headers.getSetCookie();
    for (const header of setCookies) {
      const [pair] = header.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      const expired = /max-age=0\b/i.test(header) || /expires=thu, 01 jan 1970/i.test(header);
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const location = response.headers.get('location');
    return {
      status: response.status,
      location: location ? new URL(location, target).toString() : null,
      setCookies,
      text: await response.text(),
      contentType: response.headers.get('content-type'),
    };
  }

  get(url: string): Promise<BrowserAnswer> {
    return this.send(url);
  }

  /** Posts a form as a browser does (application/x-www-form-urlencoded). */
  postForm(url: string, fields: Record<string, string>): Promise<BrowserAnswer> {
    return this.send(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }
}

/** The action of the (first) form on an HTML page. */
export function formActionOf(html: string): string | undefined {
  return /<form[^>]*\saction="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
}
