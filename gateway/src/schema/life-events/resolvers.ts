// Life events: the viewer's own and the client's kinds, read when a screen asks for them, and
// reporting one. The api's field errors come back on the input's own field names; anything else
// it refuses, or a failure to reach it, is one error about the whole form.
import { addLifeEvent, availableLifeEvents, lifeEventMessages, userLifeEvents } from '@portal/contract/life-events';
import { requireViewer } from '../../context.js';
import { refusalsBut } from '../../rest/decode.js';
import type { FieldError, Resolvers } from '../__generated__/resolvers-types.js';
import { payloadOrFailure } from '../shared/failures.js';
import { fromGlobalId, toGlobalId } from '../shared/global-id.js';
import { fieldErrorsOr } from '../shared/payload-errors.js';

/** The input's fields: decode names the api's body fields (event_date) as these (eventDate). */
const inputFields = new Set(['lifeEventTypeId', 'eventDate']);

export const LIFE_EVENT_STRINGS = {
  /** The spec's error adding a life event. */
  failed: 'Your life event could not be added. Please try again.',
} as const;

/** The type's whole-number id, or null when the global id names something else. */
function typeIdOf(globalId: string): number | null {
  const parsed = fromGlobalId(globalId);
  return parsed?.type === 'LifeEventType' && /^[1-9]\d{0,8}$/.test(parsed.id) ? Number(parsed.id) : null;
}

/** An error on a field the input does not have is about the whole form. */
function onInputFields(errors: FieldError[]): FieldError[] {
  return errors.map((error) => ({
    field: error.field && inputFields.has(error.field) ? error.field : null,
    message: error.message,
  }));
}

const refused = (errors: FieldError[]) => ({ lifeEvent: null, viewer: null, errors });

export const lifeEventResolvers: Resolvers = {
  Viewer: {
    async lifeEvents(_, __, context) {
      requireViewer(context);
      return (await context.api.call(userLifeEvents)).lifeEvents;
    },
    async availableLifeEvents(_, __, context) {
      requireViewer(context);
      return (await context.api.call(availableLifeEvents)).lifeEvents;
    },
  },
  LifeEventType: {
    id: ({ id }) => toGlobalId('LifeEventType', id),
  },
  LifeEvent: {
    id: ({ id }) => toGlobalId('LifeEvent', id),
  },
  Mutation: {
    async addLifeEvent(_, { input }, context) {
      const loaders = requireViewer(context);
      if (input.lifeEventTypeId.trim() === '')
        return refused([{ field: 'lifeEventTypeId', message: lifeEventMessages.typeRequired }]);
      const typeId = typeIdOf(input.lifeEventTypeId);
      if (typeId === null) return refused([{ field: 'lifeEventTypeId', message: lifeEventMessages.typeUnknown }]);
      return payloadOrFailure(
        async () => {
          // A refused report (422) is the form's to word; a dead session and a refused access are thrown.
          const body = { life_event_type_id: typeId, event_date: input.eventDate };
          const outcome = await context.api.outcome(
            addLifeEvent,
            { body },
            refusalsBut('unauthenticated', 'forbidden'),
          );
          if (!outcome.ok) return refused(fieldErrorsOr(onInputFields(outcome.fieldErrors), LIFE_EVENT_STRINGS.failed));
          return { lifeEvent: outcome.body.lifeEvent, viewer: { user: await loaders.user.load('me') }, errors: [] };
        },
        (message) => refused([{ field: null, message }]),
      );
    },
  },
};
