// Life events (client/life-events, client/life-events/available): the client's
// kinds of event and the person's own. The benefits a person may see are the benefits domain's
// rule, so this route reads them there and hands them to the life-events domain.
import { addLifeEvent, availableLifeEvents, userLifeEvents } from '@portal/contract/life-events';
import { Router } from 'express';
import type { User } from '../../auth/authentication.js';
import { eligibleBenefitRows } from '../../benefits/catalogue.js';
import { formatDate, todayInLondon } from '../../benefits/display.js';
import type { Database } from '../../db/client.js';
import { clientOf } from '../../db/clients.js';
import { send } from '../../http/send.js';
import { availableLifeEventsOf } from '../../life-events/catalogue.js';
import * as events from '../../life-events/events.js';
import type { ApiServices } from '../../services.js';
import { route } from '../route.js';

/** The benefits of the person's current scheme year they may see, in catalogue order. */
async function visibleBenefits(db: Database, user: User) {
  const client = await clientOf(db, user);
  return client ? eligibleBenefitRows(db, user, client) : [];
}

export function lifeEventRoutes(services: ApiServices): Router {
  const { db } = services;
  const router = Router();
  route(router, services, availableLifeEvents, async ({ auth, res }) => {
    send(
      res,
      availableLifeEvents,
      200,
      await availableLifeEventsOf(db, auth.user.clientId, await visibleBenefits(db, auth.user)),
    );
  });
  route(router, services, userLifeEvents, async ({ auth, res }) => {
    send(
      res,
      userLifeEvents,
      200,
      await events.lifeEventsOf(db, auth.user, await visibleBenefits(db, auth.user), todayInLondon()),
    );
  });
  route(router, services, addLifeEvent, async ({ auth, body, res }) => {
    const calendar = { today: todayInLondon(), formatDate };
    send(
      res,
      addLifeEvent,
      201,
      await events.addLifeEvent(db, auth, body, await visibleBenefits(db, auth.user), calendar),
    );
  });
  return router;
}
