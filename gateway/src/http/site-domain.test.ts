import { siteDomainOf } from './site-domain.js';

test.each([
  ['acme.localhost:4000', 'acme'],
  ['globex.localhost', 'globex'],
  ['localhost:4000', 'localhost'],
  ['127.0.0.1:4000', 'localhost'],
  ['[::1]:4000', 'localhost'],
  ['ACME.portal.example', 'acme'],
  [undefined, 'localhost'],
  ['bad_name.localhost', 'localhost'],
])('the host %s names the site %s', (host, domain) => {
  expect(siteDomainOf(host)).toBe(domain);
});
