import { totalRewardCsv } from './totalRewardCsv';

test('the categories and the total, in pounds, with a heading that says the frequency', () => {
  const reward = {
    total: 4_825_050,
    categories: [
      { label: 'Salary', value: 4_200_000 },
      { label: 'Pension', value: 420_050 },
      { label: '=HYPERLINK("http://evil.test","Insurance")', value: 205_000 },
      { label: 'Lifestyle', value: 0 },
    ],
  };
  expect(totalRewardCsv(reward, 'YEAR').split('\r\n')).toEqual([
    'Category,Amount annually (£)',
    'Salary,42000',
    'Pension,4200.5',
    `"'=HYPERLINK(""http://evil.test"",""Insurance"")",2050`,
    'Lifestyle,0',
    'Total,48250.5',
    '',
  ]);
  expect(totalRewardCsv(reward, 'MONTH').split('\r\n')[0]).toBe('Category,Amount monthly (£)');
});
