// The definitions are consistent with themselves: every path parameter has a schema and the
// reverse, every endpoint answers a success, names are unique, and paths fill in as the gateway
// will send them.
import { pathOf, routePathOf } from './endpoint.js';
import { allEndpoints, documentedPath, openApiDocument } from './openapi.js';
import { successStatuses } from './constants.js';
import { site } from './site.js';
import { pendingSelections } from './approvals.js';

test.each(allEndpoints.map(({ name, endpoint }) => [name, endpoint] as const))(
  '%s names each path parameter once, with a schema',
  (_name, endpoint) => {
    const inPath = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    expect(Object.keys(endpoint.params?.shape ?? {}).sort()).toEqual(inPath);
    expect(
      Object.keys(endpoint.responses)
        .map(Number)
        .some((status) => (successStatuses as readonly number[]).includes(status)),
    ).toBe(true);
  },
);

test('operation names and method-path pairs are unique', () => {
  const names = allEndpoints.map(({ name }) => name);
  expect(new Set(names).size).toBe(names.length);
  const routes = allEndpoints.map(({ endpoint }) => `${endpoint.method} ${documentedPath(endpoint)}`);
  expect(new Set(routes).size).toBe(routes.length);
});

test('paths are filled in encoded, and routed with Express parameters', () => {
  expect(pathOf(site, { domain: 'a/b c' })).toBe('/themes/a%2Fb%20c');
  expect(pathOf(pendingSelections, { benefitId: '42' })).toBe('/scheme/selections/42/pending/');
  expect(routePathOf(pendingSelections)).toBe('/scheme/selections/:benefitId/pending/');
});

test('every answer a route can give is in the description, v2 under /v2', () => {
  const document = openApiDocument();
  expect(document.openapi).toBe('3.1.0');
  expect(Object.keys(document.paths ?? {})).toContain('/v2/scheme/selections/pending/');
  const login = document.paths?.['/login']?.post;
  expect(Object.keys(login?.responses ?? {}).sort()).toEqual(['200', '400', '401', '413', '415', '422', '423', '500']);
});

test('a NULL font is part of the contract: the theme says so', () => {
  const answer = site.responses[200].parse({
    domain: 'nofont',
    client: { clientName: 'No Font Ltd', contactUsEnabled: false, ssoEnabled: false },
    theme: {
      primaryColour: '1bb4bf',
      secondaryColour: '1b1a38',
      logoFileUrl: null,
      brandHeaderLogo: null,
      mobileLogo: null,
      clientLogo: null,
      supportEmail: null,
      contactUsEmail: null,
      benefitBrandName: 'No Font Benefits',
      benefitBrandPhoneNumber: null,
      avatarSet: { avatarsetPlainFileURL: null },
      baseFont: null,
      headerFont: null,
    },
    cmsData: { sso_access_only: false },
  });
  expect(answer.theme.baseFont).toBeNull();
});
