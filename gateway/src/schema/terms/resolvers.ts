import { requireViewer, type GatewayContext } from '../../context.js';
import { gatewayError } from '../../errors.js';
import { errorText } from '../../rest/upstream.js';
import { fieldErrorsOf } from '../session/resolvers.js';

export const TERMS_STRINGS = {
  required: 'This field is required',
} as const;

const SUCCESS = new Set([200, 201, 202]);

export const termsResolvers = {
  Viewer: {
    async newTerms(_: unknown, __: unknown, context: GatewayContext) {
      requireViewer(context);
      const body = await context.main.termsToAccept();
      return { terms: body.terms?.content ?? '', policy: body.policy?.content ?? '', revision: body.terms?.revision ?? null };
    },
  },
  Mutation: {
    async acceptTerms(_: unknown, { input }: { input: { termsAccepted: boolean } }, context: GatewayContext) {
      const loaders = requireViewer(context);
      if (!input.termsAccepted) return { termsRevision: null, viewer: null, errors: [{ field: 'termsAccepted', message: TERMS_STRINGS.required }] };
      const { status, body } = await context.main.acceptTerms();
      if (status === 401) {
        // Same as any other call: the web app logs the user out.
        throw gatewayError('UNAUTHENTICATED', errorText(body as Record<string, unknown>));
      }
      if (!SUCCESS.has(status)) {
        const fields = fieldErrorsOf(body?.errors);
        return {
          termsRevision: null,
          viewer: null,
          errors: fields.length ? fields : [{ field: null, message: errorText((body ?? {}) as Record<string, unknown>) }],
        };
      }
      return { termsRevision: body.termsRevision ?? null, viewer: { user: await loaders.user.load('me') }, errors: [] };
    },
  },
};
