// Family: GET /user/family, POST /user/{id}/family-members (add), PATCH /user/family-members/{id}
// (edit, or make inactive). A change to the family and the costs of the benefits that follow it
// (benefits/family-costs.ts) are one transaction: the route is where the two domains meet.
import { addFamilyMember, editFamilyMember, family } from '@portal/contract/family';
import { Router } from 'express';
import type { Authentication } from '../../auth/authentication.js';
import { refreshFamilyCosts } from '../../benefits/family-costs.js';
import { withTransaction } from '../../db/transaction.js';
import * as members from '../../family/family.js';
import { send } from '../../http/send.js';
import type { ApiServices } from '../../services.js';
import { route } from '../route.js';

export function familyRoutes(services: ApiServices): Router {
  const { db } = services;
  const router = Router();
  route(router, services, family, async ({ auth, res }) => {
    send(res, family, 200, { familyMembers: await members.listFamily(db, auth.user.id) });
  });
  // Another person's id is refused before the body is judged, as 2FA from the profile does.
  const ownFamily = {
    access: (auth: Authentication, { userId }: { userId: number }) => members.assertOwnFamily(auth, userId),
  };
  route(router, services, addFamilyMember, ownFamily, async ({ auth, body, res }) => {
    const row = await withTransaction(db, async (tx) => {
      const added = await members.addFamilyMember(tx, auth, body);
      await refreshFamilyCosts(tx, auth);
      return added;
    });
    send(res, addFamilyMember, 201, { status: 'ok', familyMember: members.familyMemberOf(row) });
  });
  // Another person's member answers 404 before the body is judged: its existence is not told.
  const ownMember = {
    access: (auth: Authentication, { familyMemberId }: { familyMemberId: number }) =>
      members.findOwnMember(db, auth, familyMemberId),
  };
  route(router, services, editFamilyMember, ownMember, async ({ auth, params, body, res }) => {
    const row = await withTransaction(db, async (tx) => {
      const edited = await members.editFamilyMember(tx, auth, params.familyMemberId, body);
      await refreshFamilyCosts(tx, auth);
      return edited;
    });
    send(res, editFamilyMember, 200, { status: 'ok', familyMember: members.familyMemberOf(row) });
  });
  return router;
}
