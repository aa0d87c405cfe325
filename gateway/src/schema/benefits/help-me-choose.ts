// Help me choose: the person's answers and the recommendations the api's rules make from them.
// The api refuses every masquerade, voucher-only mode and a leaver (FORBIDDEN here); a refused
// answer comes back in the product's words on the answer it is about.
import { helpMeChoose, type HelpMeChooseAnswer, saveHelpMeChoose } from '@portal/contract/benefits';
import { requireViewer } from '../../context.js';
import type { FieldError, Resolvers } from '../__generated__/resolvers-types.js';
import { payloadOrFailure } from '../shared/failures.js';
import { fieldErrorsOr, formError } from '../shared/payload-errors.js';
import { choiceRefusals } from './calls.js';

/** The GraphQL shape: the budget's name says nothing of its unit there, as every amount is pence. */
function helpMeChooseOf(answer: HelpMeChooseAnswer) {
  const { monthlyBudgetPence, ...answers } = answer.answers;
  return { ...answer, answers: { ...answers, monthlyBudget: monthlyBudgetPence } };
}

/** The api names an answer by its path in the body (answers.childrenAges.1); the form by its input name. */
function answerErrorsOf(errors: FieldError[]): FieldError[] {
  return errors.map((error) => {
    const name = error.field?.split('.')[1] ?? null;
    return { field: name === 'monthlyBudgetPence' ? 'monthlyBudget' : name, message: error.message };
  });
}

export const helpMeChooseResolvers: Resolvers = {
  Viewer: {
    async helpMeChoose(_, __, context) {
      requireViewer(context);
      return helpMeChooseOf(await context.api.call(helpMeChoose));
    },
  },
  Mutation: {
    async saveChoiceAnswers(_, { input }, context) {
      requireViewer(context);
      const answers = {
        partner: input.partner ?? null,
        childrenAges: input.childrenAges ?? null,
        expectedUses: input.expectedUses ?? null,
        monthlyBudgetPence: input.monthlyBudget ?? null,
        priorities: input.priorities ?? null,
      };
      return payloadOrFailure(
        async () => {
          const outcome = await context.api.outcome(saveHelpMeChoose, { body: { answers } }, choiceRefusals);
          if (outcome.ok) return { helpMeChoose: helpMeChooseOf(outcome.body), errors: [] };
          return {
            helpMeChoose: null,
            errors: fieldErrorsOr(answerErrorsOf(outcome.fieldErrors), outcome.message),
          };
        },
        (message) => ({ helpMeChoose: null, errors: formError(message) }),
      );
    },
  },
};
