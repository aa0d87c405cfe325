// The family section's words: the spec's messages come from the contract
// (@portal/contract/family's familyMessages) with the rules that give them (familyForm.ts); these
// are the rest, in plain en-GB.
import { shellStrings } from '../../shell/strings';

export const familyStrings = {
  heading: 'Family members',
  intro:
    'The people your benefits can cover. Adding or changing someone updates the cover and cost of benefits such as Private Medical and Dental.',
  add: 'Add family member',
  addTitle: 'Add family member',
  editTitle: (name: string) => `Edit ${name}`,
  edit: 'Edit',
  editLabel: (name: string) => `Edit ${name}`,
  empty: 'You have not added any family members yet.',
  // The list.
  partner: 'Partner',
  dependant: 'Dependant',
  dateOfBirth: 'Date of birth',
  relationship: 'Relationship',
  active: 'Active',
  inactive: 'Inactive',
  notCovered: 'Not covered by your benefits: kept for your records.',
  educationEnds: 'Full-time education ends',
  registeredDisabled: 'Registered disabled',
  yes: 'Yes',
  // The form.
  title: 'Title',
  chooseTitle: 'Select a title',
  firstName: 'First name',
  surname: 'Surname',
  sex: 'Sex',
  female: 'Female',
  male: 'Male',
  inFullTimeEducation: 'In full-time education?',
  no: 'No',
  educationEndDate: 'Date full-time education ends',
  educationEndHint: 'For example, the end of their course.',
  registeredDisabledLabel: 'Registered disabled',
  activeLabel: 'Active family member',
  activeHint: 'An inactive family member is kept for your records but is not covered by your benefits.',
  dependantHint: 'A dependant is a child, or another person who depends on you.',
  save: 'Save',
  saving: 'Saving',
  cancel: 'Cancel',
  // Outcomes: success, error, or the server's error.
  added: (name: string) => `${name} has been added to your family members.`,
  saved: (name: string) => `Your changes to ${name} have been saved.`,
  correctErrors: 'Please correct the errors below',
  failed: shellStrings.somethingWentWrong,
} as const;
