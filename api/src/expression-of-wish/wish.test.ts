// The expression of wish over the real api: saved and read back in the order given, family
// members by their current name, shares that must add up to 100%, someone else's family member
// refused, and an empty list withdrawing it.
import { family } from '@portal/contract/family';
import { expressionOfWish, saveExpressionOfWish, wishMessages } from '@portal/contract/expression-of-wish';
import { useTestApi } from '../testing/test-api.js';

const t = useTestApi();
let alex: string;

beforeAll(async () => {
  alex = await t.logIn('employee@acme.test');
});

test('nothing is saved at first; a wish with a family member and someone else reads back as given', async () => {
  expect((await t.call(expressionOfWish, 200, { token: alex })).body).toEqual({ beneficiaries: [], updatedAt: null });
  const { familyMembers } = (await t.call(family, 200, { token: alex })).body;
  const partner = familyMembers.find((member) => member.family_famtype_id === 1)!;
  const saved = await t.call(saveExpressionOfWish, 200, {
    token: alex,
    body: {
      beneficiaries: [
        { familyMemberId: partner.family_id, name: 'ignored', relationship: 'Partner', sharePercent: 60 },
        { familyMemberId: null, name: '  Sam Rivers ', relationship: 'Friend', sharePercent: 40 },
      ],
    },
  });
  expect(saved.body.beneficiaries).toEqual([
    {
      familyMemberId: partner.family_id,
      name: `${partner.family_fname} ${partner.family_sname}`,
      relationship: 'Partner',
      sharePercent: 60,
    },
    { familyMemberId: null, name: 'Sam Rivers', relationship: 'Friend', sharePercent: 40 },
  ]);
  expect(saved.body.updatedAt).toEqual(expect.any(String));
  expect((await t.call(expressionOfWish, 200, { token: alex })).body).toEqual(saved.body);
});

test('shares that do not add up to 100%, a bad share and a missing name are refused with their words, and nothing changes', async () => {
  const before = (await t.call(expressionOfWish, 200, { token: alex })).body;
  const short = await t.post(
    '/user/expression-of-wish',
    { beneficiaries: [{ familyMemberId: null, name: 'Sam Rivers', relationship: 'Friend', sharePercent: 90 }] },
    alex,
  );
  expect(short.status).toBe(422);
  expect(JSON.stringify(short.body)).toContain(wishMessages.sharesAddUp);
  const bad = await t.post(
    '/user/expression-of-wish',
    { beneficiaries: [{ familyMemberId: null, name: '', relationship: 'Friend', sharePercent: 100.5 }] },
    alex,
  );
  expect(bad.status).toBe(422);
  expect(JSON.stringify(bad.body)).toContain(wishMessages.nameRequired);
  expect(JSON.stringify(bad.body)).toContain(wishMessages.shareRange);
  expect((await t.call(expressionOfWish, 200, { token: alex })).body).toEqual(before);
});

test("another person's family member is refused on its row; an empty list withdraws the wish", async () => {
  const robin = await t.logIn('terms@acme.test');
  const { familyMembers } = (await t.call(family, 200, { token: alex })).body;
  const refused = await t.post(
    '/user/expression-of-wish',
    {
      beneficiaries: [
        { familyMemberId: familyMembers[0]!.family_id, name: 'x', relationship: 'Partner', sharePercent: 100 },
      ],
    },
    robin,
  );
  expect(refused).toMatchObject({
    status: 422,
    body: { errors: { 'beneficiaries.0.familyMemberId': [wishMessages.notYourFamily] } },
  });
  const withdrawn = await t.call(saveExpressionOfWish, 200, { token: alex, body: { beneficiaries: [] } });
  expect(withdrawn.body).toEqual({ beneficiaries: [], updatedAt: null });
});
