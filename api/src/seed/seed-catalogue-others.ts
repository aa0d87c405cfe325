// The smaller demo catalogues: Globex's (different providers, a travel and a wellbeing benefit) and
// the default site's.
import { type BenefitSeed, childcareVouchers, cycleToWork, pension, termsHtml } from './seed-catalogue.js';

export const globexCatalogue: BenefitSeed[] = [
  {
    ...pension,
    config: {
      kind: 'percentage',
      percentage: { minimum: 400, maximum: 1000, step: 100 },
      employerMatch: { ratioBps: 10000, capBps: 600 },
    },
    summary: 'Globex matches what you pay, up to 6% of your salary.',
    description: '<p>Globex matches your contribution pound for pound up to 6% of your salary.</p>',
    providerName: 'Scottish Widows',
    faqs: [],
    related: [],
  },
  {
    ...cycleToWork,
    providerName: 'Green Commute Initiative',
    terms: [termsHtml('Cycle to Work', 'Green Commute Initiative')],
    related: [],
  },
  { ...childcareVouchers, providerName: 'Computershare', terms: [] },
  {
    slug: 'travel-insurance',
    name: 'Travel Insurance',
    groupCode: 'travel',
    category: 'insurance',
    config: {
      kind: 'level',
      levels: [
        { value: 'europe', label: 'Europe', covers: 'family', premiumPence: 900, employerPence: 0 },
        { value: 'worldwide', label: 'Worldwide', covers: 'family', premiumPence: 1600, employerPence: 0 },
      ],
    },
    summary: 'Annual multi-trip cover for your whole family.',
    description: '<p>Cover for medical costs, cancellation and lost luggage on any number of trips.</p>',
    providerName: 'Allianz',
  },
  {
    slug: 'wellbeing-hub',
    name: 'Wellbeing Hub',
    groupCode: 'wellbeing',
    category: 'wellbeing',
    config: { kind: 'info' },
    summary: 'Guides, webinars and a 24-hour GP line.',
    description: '<p>Sign in to the hub with your work email to see what is on this month.</p>',
    providerName: 'Spectrum.Life',
  },
];

export const localhostCatalogue: BenefitSeed[] = [pension, { ...childcareVouchers, terms: [] }].map((seed) => ({
  ...seed,
  related: [],
  faqs: [],
}));
