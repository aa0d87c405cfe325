// The CMS's HTML (terms, FAQs, static pages) is shown as HTML: whatever the content holds, nothing
// in it may run or post. A .tsx test, as DOMPurify needs the DOM of jsdom.
import { sanitizeCmsHtml } from './sanitize';

test('scripts, handlers, forms and frames never reach the page; the text stays', () => {
  const html = sanitizeCmsHtml(
    '<p onclick="steal()">Read <a href="javascript:alert(1)">this</a></p><script>steal()</script><form action="/x"><input name="a"></form><iframe src="https://evil.test"></iframe><style>p{}</style>',
  );
  expect(html).toContain('Read');
  expect(html).not.toMatch(/onclick|javascript:|<script|<form|<input|<iframe|<style/);
});

test('a leading heading that repeats the page title is dropped, and h1s become h2s', () => {
  const html = sanitizeCmsHtml('<h1>Cookie policy</h1><p>Intro</p><h1>Section</h1>', 'Cookie policy');
  expect(html).not.toContain('Cookie policy');
  expect(html).toContain('<h2>Section</h2>');
  expect(html).not.toContain('<h1');
});

describe('embedded videos', () => {
  const youtube = 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE';
  const markersIn = (html: string) => {
    const container = document.createElement('div');
    container.innerHTML = html;
    return [...container.querySelectorAll('[data-cms-video]')].map((marker) => ({
      src: marker.getAttribute('data-video-src'),
      title: marker.getAttribute('data-video-title'),
    }));
  };

  test('a frame from an allowed video host is kept as a marker with its URL and title, and nothing else of it', () => {
    const html = sanitizeCmsHtml(
      `<p>Watch this.</p><iframe src="${youtube}?start=30" title="Salary sacrifice explained" onload="steal()" srcdoc="<script>steal()</script>" allow="camera"></iframe><script>steal()</script>`,
      undefined,
      { videos: true },
    );
    expect(markersIn(html)).toEqual([{ src: `${youtube}?start=30`, title: 'Salary sacrifice explained' }]);
    expect(html).toContain('<p>Watch this.</p>');
    expect(html).not.toMatch(/<iframe|<script|onload|srcdoc|steal|camera/);
  });

  test('Vimeo is allowed too; the marker takes the place of a paragraph the frame sat alone in', () => {
    const html = sanitizeCmsHtml(
      '<p><iframe src="https://player.vimeo.com/video/76979871" title="Pensions"></iframe></p><p>After</p>',
      undefined,
      { videos: true },
    );
    expect(markersIn(html)).toEqual([{ src: 'https://player.vimeo.com/video/76979871', title: 'Pensions' }]);
    expect(html).toBe(
      '<div data-cms-video="" data-video-src="https://player.vimeo.com/video/76979871" data-video-title="Pensions"></div><p>After</p>',
    );
  });

  test.each([
    ['another host', 'https://evil.test/embed/abc'],
    ['YouTube itself, which sets cookies on sight', 'https://www.youtube.com/embed/M7lc1UVf-VE'],
    ['plain http', 'http://www.youtube-nocookie.com/embed/M7lc1UVf-VE'],
    ['a look-alike host', 'https://www.youtube-nocookie.com.evil.test/embed/M7lc1UVf-VE'],
    ['a protocol-relative URL', '//www.youtube-nocookie.com/embed/M7lc1UVf-VE'],
    ['credentials in the URL', 'https://user:pass@www.youtube-nocookie.com/embed/M7lc1UVf-VE'],
    ['another path of the host', 'https://www.youtube-nocookie.com/watch?v=M7lc1UVf-VE'],
    ['a path that climbs out', 'https://www.youtube-nocookie.com/embed/../../evil'],
    ['script', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['no URL at all', ''],
  ])('a frame from %s is stripped', (_case, src) => {
    const html = sanitizeCmsHtml(`<p>Text</p><iframe src="${src}"></iframe>`, undefined, { videos: true });
    expect(html).toBe('<p>Text</p>');
  });

  test('without the videos option every frame goes, allowed host or not', () => {
    expect(sanitizeCmsHtml(`<p>Text</p><iframe src="${youtube}"></iframe>`)).toBe('<p>Text</p>');
  });

  test('a marker written into the content itself is not one: data attributes never survive', () => {
    const html = sanitizeCmsHtml('<div data-cms-video data-video-src="https://evil.test/x">Hi</div>', undefined, {
      videos: true,
    });
    expect(markersIn(html)).toEqual([]);
    expect(html).toBe('<div>Hi</div>');
  });
});
