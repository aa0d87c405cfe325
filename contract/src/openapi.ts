// The OpenAPI 3.1 description of both APIs, printed from the endpoint definitions: one registry
// filled by walking every domain module's endpoints, main paths at /…, v2 paths at /v2/….
import { STATUS_CODES } from 'node:http';
import { OpenAPIRegistry, OpenApiGeneratorV31, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import type { z } from 'zod';
import * as activation from './activation.js';
import * as approvals from './approvals.js';
import * as benefitTakeup from './benefit-takeup.js';
import * as basket from './basket.js';
import * as benefits from './benefits.js';
import * as expressionOfWish from './expression-of-wish.js';
import * as captcha from './captcha.js';
import * as contact from './contact.js';
import * as content from './content.js';
import * as dataLoads from './data-loads.js';
import * as employees from './employees.js';
import * as employeeInsights from './employee-insights.js';
import * as family from './family.js';
import * as home from './home.js';
import * as lifeEvents from './life-events.js';
import * as masquerade from './masquerade.js';
import { type Endpoint, fileBodies, isEndpoint } from './endpoint.js';
import * as passwordReset from './password-reset.js';
import * as profile from './profile.js';
import * as reports from './reports.js';
import * as service from './service.js';
import * as session from './session.js';
import * as site from './site.js';
import * as terms from './terms.js';
import * as totalReward from './total-reward.js';
import * as twoFactor from './two-factor.js';
import * as vouchers from './vouchers.js';
import * as platformSettings from './platform-settings.js';

const domains = {
  session,
  masquerade,
  'two-factor': twoFactor,
  activation,
  'password-reset': passwordReset,
  terms,
  content,
  contact,
  site,
  profile,
  family,
  employees,
  approvals,
  'employee-insights': employeeInsights,
  benefits: { ...benefits, ...basket },
  'expression-of-wish': expressionOfWish,
  'life-events': lifeEvents,
  'total-reward': totalReward,
  home,
  vouchers,
  reports,
  'data-loads': dataLoads,
  'benefit-takeup': benefitTakeup,
  'platform-settings': platformSettings,
  captcha,
  service,
};

/** Every endpoint of both APIs with the domain it belongs to and its name there. */
export const allEndpoints: ReadonlyArray<{ domain: string; name: string; endpoint: Endpoint }> = Object.entries(
  domains,
).flatMap(([domain, module]) =>
  Object.entries(module).flatMap(([name, value]) => (isEndpoint(value) ? [{ domain, name, endpoint: value }] : [])),
);

/** Where the endpoint sits in the description: v2 paths under /v2. */
export function documentedPath(endpoint: Endpoint): string {
  return endpoint.api === 'v2' ? `/v2${endpoint.path}` : endpoint.path;
}

function contentOf(schema: z.ZodType) {
  return { [fileBodies.get(schema)?.mediaType ?? 'application/json']: { schema } };
}

function routeOf(domain: string, name: string, endpoint: Endpoint): RouteConfig {
  return {
    method: endpoint.method,
    path: documentedPath(endpoint),
    operationId: name,
    tags: [domain],
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    ...(endpoint.auth === 'none'
      ? {}
      : { security: endpoint.auth === 'bearer' ? [{ bearer: [] }] : [{ bearer: [] }, {}] }),
    // Who may call it (contract/src/access.ts; docs/access.md prints it as a table).
    'x-access': endpoint.access,
    request: {
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { query: endpoint.query } : {}),
      ...(endpoint.body
        ? { body: { required: true, content: { 'application/json': { schema: endpoint.body } } } }
        : {}),
    },
    responses: Object.fromEntries(
      Object.entries(endpoint.responses as Record<string, z.ZodType>).map(([status, schema]) => [
        status,
        { description: STATUS_CODES[Number(status)] ?? status, content: contentOf(schema) },
      ]),
    ),
  };
}

export function openApiDocument() {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    description: 'The access token of POST /login, sent as `Authorization: Bearer` and again as `X-Auth-Token`',
  });
  for (const { domain, name, endpoint } of allEndpoints) registry.registerPath(routeOf(domain, name, endpoint));
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Benefits portal REST APIs',
      version: '1',
      description:
        'The main REST API at / and the versioned API at /v2/, as the api serves them. Printed from contract/ by `npm run contract:print`.',
    },
  });
}

/** The committed form of the description: what `npm run contract:print` writes. */
export function printedOpenApi(): string {
  return `${JSON.stringify(openApiDocument(), null, 2)}\n`;
}
