// The expression of wish through the gateway: family members as FamilyMember ids both ways, and
// the api's refusals on their fields in its words.
import { userAnswer } from '../../testing/answers.js';
import { standInApi } from '../../testing/stand-in-api.js';
import { toGlobalId } from '../shared/global-id.js';

const token = 'alex-token';
const me = { 'GET /user': () => ({ status: 200, body: userAnswer() }) };
const wish = {
  beneficiaries: [
    { familyMemberId: 3, name: 'Robin Morgan', relationship: 'Partner', sharePercent: 60 },
    { familyMemberId: null, name: 'Sam Rivers', relationship: 'Friend', sharePercent: 40 },
  ],
  updatedAt: '2026-11-29T10:00:00.000Z',
};

test('the wish reads with family members as their FamilyMember ids', async () => {
  const api = await standInApi({ ...me, 'GET /user/expression-of-wish': () => ({ status: 200, body: wish }) });
  try {
    const result = await api.execute(
      '{ viewer { expressionOfWish { updatedAt beneficiaries { familyMemberId name relationship sharePercent } } } }',
      { token },
    );
    expect(result).toEqual({
      data: {
        viewer: {
          expressionOfWish: {
            updatedAt: wish.updatedAt,
            beneficiaries: [
              { ...wish.beneficiaries[0], familyMemberId: toGlobalId('FamilyMember', 3) },
              wish.beneficiaries[1],
            ],
          },
        },
      },
    });
  } finally {
    await api.close();
  }
});

const SAVE = `mutation ($input: SaveExpressionOfWishInput!) {
  saveExpressionOfWish(input: $input) { viewer { expressionOfWish { beneficiaries { name } } } errors { field message } }
}`;

test('a save sends the api its numbers; a refusal comes back on its fields in the api’s words', async () => {
  const api = await standInApi({
    ...me,
    'POST /user/expression-of-wish': () => ({
      status: 422,
      body: { errors: { beneficiaries: ['The shares must add up to 100%'] } },
    }),
  });
  try {
    const input = {
      beneficiaries: [
        {
          familyMemberId: toGlobalId('FamilyMember', 3),
          name: 'Robin Morgan',
          relationship: 'Partner',
          sharePercent: 60,
        },
        { familyMemberId: toGlobalId('Benefit', 3), name: 'Sam Rivers', relationship: 'Friend', sharePercent: 30 },
      ],
    };
    const result = await api.execute(SAVE, { token, variables: { input } });
    expect(result).toEqual({
      data: {
        saveExpressionOfWish: {
          viewer: null,
          errors: [{ field: 'beneficiaries', message: 'The shares must add up to 100%' }],
        },
      },
    });
    // Another kind of id names nobody: the api refuses 0 as no family member of the person.
    expect(api.bodies).toContainEqual({
      beneficiaries: [
        { familyMemberId: 3, name: 'Robin Morgan', relationship: 'Partner', sharePercent: 60 },
        { familyMemberId: 0, name: 'Sam Rivers', relationship: 'Friend', sharePercent: 30 },
      ],
    });
  } finally {
    await api.close();
  }
});
