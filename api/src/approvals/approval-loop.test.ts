// The approval loop, closed: an employee's order goes pending, an approver approves or rejects it
// (with a reason), the employee sees the new status and the reason on the benefit and is mailed.
import { benefitSelection, benefitWithSelection, createSelection } from '@portal/contract/benefits';
import { benefitIdOf, selectionAudit } from '../testing/benefits.js';
import { useTestApi } from '../testing/test-api.js';

const t = useTestApi();

test('approved: the employee sees "Approved" and gets a mail', async () => {
  const alex = await t.logIn('employee@acme.test');
  const approver = await t.logIn('employer@acme.test');
  const cycle = await benefitIdOf(t.api.db, 'cycle-to-work');
  const created = await t.call(createSelection, 201, {
    params: { benefitId: cycle },
    body: { values: { orderValue: 89900, bikeModel: 'Gravel 2', retailer: 'Evans Cycles' }, accepted_terms: 1 },
    token: alex,
  });
  expect(created.body.selection.status).toBe('pending');
  const id = created.body.selection.selectionId;

  // A reason given with an approval is not a rejection reason.
  expect(
    await t.patch('/v2/scheme/selections/status/', { selectionIds: [id], approval: true, reason: 'Enjoy' }, approver),
  ).toMatchObject({ status: 200, body: { processed: 1 } });
  const seen = await t.call(benefitWithSelection, 200, { params: { benefitId: cycle }, token: alex });
  expect(seen.body.benefit).toMatchObject({ status: 'approved', statusLabel: 'Approved' });
  expect(seen.body.selection).toMatchObject({
    status: 'approved',
    rejectionReason: null,
    cta: null,
    decidedAt: expect.any(String),
  });
  const [mail] = await t.mailbox('employee@acme.test');
  expect(mail).toMatchObject({ subject: 'Your Cycle to Work selection was approved' });
  expect(mail!.text).toContain(`http://acme.localhost:4000/app/my-benefits/${cycle}`);
  expect((await selectionAudit(t.api.db, id))[0]).toMatchObject({
    action: 'selection.approve',
    details: { from: { status: 'pending' }, to: { status: 'approved' } },
  });
});

test('rejected with a reason: the employee sees "Rejected", the reason and a reapply call to action', async () => {
  const approver = await t.logIn('employer@acme.test');
  const technology = await benefitIdOf(t.api.db, 'technology-scheme');
  const alex = await t.logIn('employee@acme.test');
  const pending = (await t.call(benefitSelection, 200, { params: { benefitId: technology }, token: alex })).body
    .selection!;
  expect(pending.status).toBe('pending');

  const reason = 'Orders are paused until the new supplier contract starts in January <2027>';
  expect(
    (
      await t.patch(
        '/v2/scheme/selections/status/',
        { selectionIds: [pending.selectionId], approval: false, reason: `  ${reason}  ` },
        approver,
      )
    ).status,
  ).toBe(200);
  const { body } = await t.call(benefitSelection, 200, { params: { benefitId: technology }, token: alex });
  expect(body.selection).toMatchObject({
    status: 'declined',
    statusLabel: 'Rejected',
    rejectionReason: reason,
    cta: { type: 'reapply' },
  });
  const [mail] = await t.mailbox('employee@acme.test', 2);
  expect(mail).toMatchObject({ subject: 'Your Technology Scheme selection was rejected' });
  expect(mail!.text).toContain(`The reason given: ${reason}`);
  expect(mail!.html).toContain('&lt;2027&gt;');
  expect((await selectionAudit(t.api.db, pending.selectionId))[0]).toMatchObject({
    action: 'selection.reject',
    details: { to: { status: 'declined', rejectionReason: reason } },
  });

  // The reapply POSTs a new selection, pending again; the rejected one stays as history.
  const again = await t.call(createSelection, 201, {
    params: { benefitId: technology },
    body: { values: { orderValue: 99900, product: 'Laptop', supplier: 'Currys' }, accepted_terms: 1 },
    token: alex,
  });
  expect(again).toMatchObject({ status: 201, body: { selection: { status: 'pending', rejectionReason: null } } });
  expect(
    await t.patch(
      '/v2/scheme/selections/status/',
      { selectionIds: [again.body.selection.selectionId], approval: false, reason: 'x'.repeat(501) },
      approver,
    ),
  ).toMatchObject({ status: 422 });
});
