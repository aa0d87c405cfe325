// Compare's words: plain en-GB of ours, the cost labels as Help me choose has them.
export const compareStrings = {
  myBenefits: 'My benefits',
  compare: 'Compare',
  title: (benefit: string) => `Compare ${benefit}`,
  notFoundTitle: 'Benefit not found',
  notFound: 'The benefit you are looking for has been removed or relocated',
  nothingToCompare: 'This benefit has no options to compare.',
  backToMyBenefits: 'Back to My benefits',
  backToBenefit: (benefit: string) => `Back to ${benefit}`,
  intro:
    'Each option side by side, with what it costs you each month. Choosing one opens the setup with it filled in: nothing changes until you confirm.',
  loading: 'Loading the options...',
  covers: 'Covers',
  costBefore: 'Your cost before tax and NI',
  costAfter: 'Your cost after tax and NI (an estimate)',
  employerAdds: 'Your employer adds',
  perMonth: (money: string) => `${money} a month`,
  currentChoice: 'Your current choice',
  choose: (option: string) => `Choose ${option}`,
} as const;
