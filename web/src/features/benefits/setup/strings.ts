// The setup and manage screen's words. Quoted in the spec or in
// docs/benefits.md, verbatim: the range and step messages, "This field is required", the terms
// confirmation, the connection error, the status labels and the free-cover cap message. The rest
// is ours.
import { shellStrings } from '../../../shell/strings';

export const setupStrings = {
  loading: 'Loading benefit...',
  notFoundTitle: 'Benefit not found',
  notFound: 'The benefit you are looking for has been removed or relocated',
  backToMyBenefits: 'Back to My benefits',
  status: 'Status',
  yourChoice: 'Your choice',
  setUpIntro: 'Choose how you would like this benefit set up, then confirm.',
  manageIntro: 'Change your choice below, then confirm.',
  suggestedFilledIn: 'We have filled in the suggested values. Nothing changes until you confirm.',
  nothingToChoose: 'There is nothing to choose for this benefit',
  rejectionReason: 'Reason given',

  required: 'This field is required',
  between: (min: string, max: string) => `Please enter a value between ${min} and ${max}`,
  inSteps: (step: string) => `Please enter a value in steps of ${step}`,
  chooseLevel: 'Please choose a cover level',
  limits: (min: string, max: string, step: string | null) =>
    `Between ${min} and ${max}${step ? `, in steps of ${step}` : ''}.`,
  perMonth: (money: string) => `${money} a month`,
  yes: 'Yes',
  no: 'No',

  costsHeading: 'Your monthly costs',
  currentCostsHeading: 'Your monthly costs now',
  recalculating: 'Recalculating your costs...',
  employeeGross: 'Your cost before tax and National Insurance savings',
  taxSaving: 'Income tax saving',
  niSaving: 'National Insurance saving',
  employeeNet: 'Your cost after tax and National Insurance savings (an estimate)',
  employer: 'Your employer pays',
  coverAboveFree: 'Cover you are buying above your free cover',
  freeCover: (amount: string) => `Your free cover is ${amount}. Cover above this may need medical questions answering`,
  costsUnavailable: 'Your costs will show here once the amounts above are valid.',

  medicalHeading: 'Medical questions',
  medicalNeeded:
    'The cover you have chosen is above your free cover, so the insurer asks a few medical questions first.',
  medicalAnswered: 'You have answered the medical questions.',
  answerMedical: 'Answer the medical questions',
  changeMedical: 'Change your answers',
  medicalPanelTitle: 'Medical questions',
  medicalPanelIntro: 'Please answer every question. Your answers go to the insurer only and are kept sealed.',
  medicalContinue: 'Save answers and confirm',
  cancel: 'Cancel',

  termsHeading: 'Terms and conditions',
  viewTerms: 'View terms',
  termsUpdated: 'The terms have been updated since you last accepted them. Please read and accept the new version.',
  termsAccepted: (version: number) => `You have accepted version ${version} of the terms.`,
  termsCheckbox: 'I have read the terms and conditions',
  termsRequired: 'Please confirm that you have read the terms and conditions',

  confirm: 'Confirm',
  correctErrors: 'Please correct the errors below',
  connectionFailed: 'There was an error connecting to the server',
  somethingWentWrong: shellStrings.somethingWentWrong,
  needsApproval: 'Your employer approves this benefit: after you confirm, it shows "Awaiting approval" until they do.',
} as const;
