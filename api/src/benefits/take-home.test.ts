import { annualIncomeTax, annualNationalInsurance, monthlyTakeHome } from './take-home.js';

const pounds = (value: number) => Math.round(value * 100);

describe('income tax for a year', () => {
  it('is nothing within the personal allowance', () => {
    expect(annualIncomeTax(pounds(12_570))).toBe(0);
  });

  it('is 20% of what is above the allowance in the basic band', () => {
    // (30,000 − 12,570) × 20% = 3,486
    expect(annualIncomeTax(pounds(30_000))).toBe(pounds(3_486));
  });

  it('is 40% above the basic band', () => {
    // 37,700 × 20% + (60,000 − 12,570 − 37,700) × 40% = 7,540 + 3,892
    expect(annualIncomeTax(pounds(60_000))).toBe(pounds(11_432));
  });

  it('loses £1 of allowance for every £2 above £100,000', () => {
    // allowance 12,570 − 5,000 = 7,570; taxable 102,430: 7,540 + (102,430 − 37,700) × 40%
    expect(annualIncomeTax(pounds(110_000))).toBe(pounds(7_540 + 25_892));
  });

  it('is 45% above £125,140, with no allowance left', () => {
    // 7,540 + (125,140 − 37,700) × 40% + (150,000 − 125,140) × 45% = 7,540 + 34,976 + 11,187
    expect(annualIncomeTax(pounds(150_000))).toBe(pounds(53_703));
  });
});

describe("employee's National Insurance for a year", () => {
  it('is nothing up to the primary threshold', () => {
    expect(annualNationalInsurance(pounds(12_000))).toBe(0);
  });

  it('is 8% up to the upper earnings limit and 2% above it', () => {
    // (50,270 − 12,570) × 8% + (60,000 − 50,270) × 2% = 3,016 + 194.60
    expect(annualNationalInsurance(pounds(60_000))).toBe(pounds(3_210.6));
  });
});

describe("a month's take-home pay", () => {
  it('with nothing taken off: gross less a twelfth of the tax and NI', () => {
    const month = monthlyTakeHome(pounds(60_000), { salarySacrifice: 0, afterTax: 0 });
    // 11,432 ÷ 12 = 952.67; 3,210.60 ÷ 12 = 267.55
    expect(month).toEqual({
      grossPay: pounds(5_000),
      salarySacrifice: 0,
      incomeTax: pounds(952.67),
      nationalInsurance: pounds(267.55),
      afterTaxDeductions: 0,
      takeHome: pounds(5_000 - 952.67 - 267.55),
    });
  });

  it('salary sacrifice comes off before tax and NI; net-pay deductions after', () => {
    const month = monthlyTakeHome(pounds(60_000), { salarySacrifice: pounds(100), afterTax: pounds(20) });
    // Income 58,800: tax 7,540 + (58,800 − 50,270) × 40% = 10,952 → 912.67 a month;
    // NI 3,016 + (58,800 − 50,270) × 2% = 3,186.60 → 265.55 a month.
    expect(month.incomeTax).toBe(pounds(912.67));
    expect(month.nationalInsurance).toBe(pounds(265.55));
    expect(month.takeHome).toBe(pounds(5_000 - 100 - 912.67 - 265.55 - 20));
  });

  it('never sacrifices more than the month’s pay', () => {
    const month = monthlyTakeHome(pounds(12_000), { salarySacrifice: pounds(2_000), afterTax: 0 });
    expect(month.salarySacrifice).toBe(pounds(1_000));
    expect(month.takeHome).toBe(0);
  });
});
