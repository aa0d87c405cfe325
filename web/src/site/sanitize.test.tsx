// The CMS's HTML (terms, FAQs, static pages) is shown as HTML: whatever the content holds, nothing
// in it may run or post (SECURITY.md). A .tsx test, as DOMPurify needs the DOM of jsdom.
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
