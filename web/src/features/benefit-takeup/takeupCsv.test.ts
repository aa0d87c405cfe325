import { takeupCsv } from './takeupCsv';

test('one row a benefit, figures as numbers, and a name that looks like a formula neutralised', () => {
  const csv = takeupCsv([
    { benefitName: 'Pension', eligible: 60, enrolled: 45, pending: 0, optedOut: 2, takeUpPercentage: 75 },
    {
      benefitName: '=HYPERLINK("http://evil.test")',
      eligible: 10,
      enrolled: 1,
      pending: 3,
      optedOut: 0,
      takeUpPercentage: 10,
    },
  ]);
  expect(csv.split('\r\n')).toEqual([
    'Benefit,Eligible,Enrolled,Pending,Opted out,Take-up (%)',
    'Pension,60,45,0,2,75',
    `"'=HYPERLINK(""http://evil.test"")",10,1,3,0,10`,
    '',
  ]);
});
