// The expression of wish for Life Assurance (docs/expression-of-wish.md): whom the person would like
// a life cover payment to go to, and in what shares. The person's own, editable at any time (not
// only in the selection window), never by someone acting as them. The field rules and messages
// live here once: the api judges a body with them and the web's form uses the same schema.
import { z } from 'zod';
import { signedIn } from './access.js';
import { endpoint } from './endpoint.js';
import { fieldErrors } from './errors.js';

/** The benefits (by group code) whose payment an expression of wish guides. */
export const expressionOfWishGroupCodes = ['life'] as const;

export const maxBeneficiaries = 10;
export const beneficiaryNameMaxLength = 100;
export const beneficiaryRelationshipMaxLength = 50;

export const wishMessages = {
  sharesAddUp: 'The shares must add up to 100%',
  nameRequired: 'Name is required',
  nameTooLong: `Name must be ${beneficiaryNameMaxLength} characters or fewer`,
  relationshipRequired: 'Relationship is required',
  relationshipTooLong: `Relationship must be ${beneficiaryRelationshipMaxLength} characters or fewer`,
  shareRange: 'Enter a whole percentage between 1 and 100',
  tooMany: `You can name up to ${maxBeneficiaries} people`,
  notYourFamily: 'Please choose one of your family members, or name someone yourself',
} as const;

export const beneficiary = z
  .object({
    familyMemberId: z
      .number()
      .int()
      .positive()
      .nullable()
      .meta({ description: "One of the person's family members, or null for someone named by hand" }),
    name: z
      .string()
      .trim()
      .min(1, wishMessages.nameRequired)
      .max(beneficiaryNameMaxLength, wishMessages.nameTooLong)
      .meta({ description: "As the person wrote it; a family member's is their current name" }),
    relationship: z
      .string()
      .trim()
      .min(1, wishMessages.relationshipRequired)
      .max(beneficiaryRelationshipMaxLength, wishMessages.relationshipTooLong)
      .meta({ description: 'In the person\'s words, e.g. "Partner", "Daughter", "Friend"' }),
    sharePercent: z
      .number()
      .int(wishMessages.shareRange)
      .min(1, wishMessages.shareRange)
      .max(100, wishMessages.shareRange)
      .meta({ description: 'Whole percent of the payment' }),
  })
  .meta({ id: 'WishBeneficiary' });

/** An empty list withdraws the wish; otherwise the shares add up to exactly 100. */
export const saveExpressionOfWishBody = z.object({
  beneficiaries: z
    .array(beneficiary)
    .max(maxBeneficiaries, wishMessages.tooMany)
    .refine(
      (list) => list.length === 0 || list.reduce((sum, entry) => sum + entry.sharePercent, 0) === 100,
      wishMessages.sharesAddUp,
    ),
});

export const expressionOfWishAnswer = z
  .object({
    beneficiaries: z.array(beneficiary),
    updatedAt: z.iso
      .datetime({ offset: true })
      .nullable()
      .meta({ description: 'When the person last saved it; null when they never have' }),
  })
  .meta({ id: 'ExpressionOfWish' });

export const expressionOfWish = endpoint({
  api: 'main',
  method: 'get',
  path: '/user/expression-of-wish',
  summary: "The person's expression of wish for their Life Assurance",
  auth: 'bearer',
  // Support may see it, to help; only the person decides it.
  access: { roles: signedIn, masquerade: true },
  responses: { 200: expressionOfWishAnswer },
});

export const saveExpressionOfWish = endpoint({
  api: 'main',
  method: 'post',
  path: '/user/expression-of-wish',
  summary: 'Replaces the expression of wish; an empty list withdraws it',
  auth: 'bearer',
  access: { roles: signedIn, masquerade: false },
  body: saveExpressionOfWishBody,
  responses: { 200: expressionOfWishAnswer, 422: fieldErrors },
});

export type ExpressionOfWishAnswer = z.output<typeof expressionOfWishAnswer>;
export type SaveExpressionOfWishBody = z.output<typeof saveExpressionOfWishBody>;
