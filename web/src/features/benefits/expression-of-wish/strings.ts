// The expression of wish's words: on the Life Assurance page's card, and read-only on Total
// benefits, so both say the same things alike.
export const wishStrings = {
  heading: 'Expression of wish',
  intro:
    "Whom you would like your Life Assurance payment to go to. The insurer's trustees take it into account; you can change it at any time.",
  none: 'You have not said whom you would like the payment to go to.',
  edit: 'Change expression of wish',
  /** Total benefits' link to the benefit page where the wish is changed. */
  changeElsewhere: 'Change your expression of wish',
  add: 'Add an expression of wish',
  addPerson: 'Add someone',
  remove: (index: number) => `Remove person ${index + 1}`,
  who: 'Who',
  someoneElse: 'Someone else',
  name: 'Name',
  relationship: 'Relationship',
  share: 'Share (%)',
  person: (index: number) => `Person ${index + 1}`,
  total: (total: number) => `Total: ${total}%`,
  save: 'Save expression of wish',
  saving: 'Saving...',
  cancel: 'Cancel',
  saved: 'Your expression of wish has been saved.',
  withdrawn: 'Your expression of wish has been withdrawn.',
  loadFailed: 'There was an issue loading your expression of wish',
  lastSaved: (date: string) => `Last saved ${date}`,
} as const;
