import { homeContentStatus, leadsOutOfVoucherOnly, shownInMode } from './homeContent';

test('cards and banners are idle until read, loading while read, then success or error', () => {
  expect(homeContentStatus(undefined, false)).toBe('idle');
  expect(homeContentStatus(undefined, true)).toBe('loading');
  expect(homeContentStatus(null, true)).toBe('loading');
  expect(homeContentStatus([], false)).toBe('success');
  expect(homeContentStatus([{ id: '1' }], false)).toBe('success');
  expect(homeContentStatus(null, false)).toBe('error');
});

test('voucher-only mode offers nothing that leads to My benefits or the dashboard', () => {
  expect(leadsOutOfVoucherOnly('/app/my-benefits/')).toBe(true);
  expect(leadsOutOfVoucherOnly('/app/my-benefits/12')).toBe(true);
  expect(leadsOutOfVoucherOnly('/app/dashboard')).toBe(true);
  expect(leadsOutOfVoucherOnly('/app/dashboard/approve-selections')).toBe(true);
  expect(leadsOutOfVoucherOnly('/app/my-benefits-guide')).toBe(false);
  expect(leadsOutOfVoucherOnly('/app/faqs/')).toBe(false);
  expect(leadsOutOfVoucherOnly(null)).toBe(false);

  const items = [{ link: '/app/my-benefits/' }, { link: '/app/home/my-profile/' }, { link: null }];
  expect(shownInMode(items, false)).toEqual(items);
  expect(shownInMode(items, true)).toEqual([{ link: '/app/home/my-profile/' }, { link: null }]);
});
