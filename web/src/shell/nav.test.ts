import { mainNavLinks, type NavViewer } from './nav';

const employee: NavViewer = { userType: 'EMPLOYEE', employmentStatus: 'ACTIVE', voucherOnly: false, hasFaqs: false };
const labels = (viewer: NavViewer) => mainNavLinks(viewer).map((link) => link.label);

describe('mainNavLinks', () => {
  it('shows Home and My benefits to an employee', () => {
    expect(labels(employee)).toEqual(['Home', 'My benefits']);
  });

  it('shows FAQs only when the site has FAQs', () => {
    expect(labels({ ...employee, hasFaqs: true })).toEqual(['Home', 'My benefits', 'FAQs']);
  });

  it('hides My benefits and Dashboard in voucher-only mode', () => {
    expect(labels({ ...employee, userType: 'EMPLOYER', voucherOnly: true })).toEqual(['Home']);
  });

  it('shows Dashboard to active employers only', () => {
    expect(labels({ ...employee, userType: 'EMPLOYER' })).toContain('Dashboard');
    expect(labels({ ...employee, userType: 'EMPLOYER', employmentStatus: 'LEFT' })).not.toContain('Dashboard');
    expect(labels({ ...employee, userType: 'EMPLOYER', employmentStatus: 'INACTIVE' })).not.toContain('Dashboard');
  });

  it('shows Masquerade to platform administrators only', () => {
    expect(labels({ ...employee, isPlatformAdmin: true })).toContain('Masquerade');
    // They belong to no client, so they have no benefits of their own.
    expect(labels({ ...employee, isPlatformAdmin: true })).not.toContain('My benefits');
    expect(labels(employee)).not.toContain('Masquerade');
  });
});
