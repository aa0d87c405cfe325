import { mainNavLinks, type NavViewer } from './nav';

const nothing = { viewBenefits: false, viewEmployerDashboard: false, startMasquerade: false };
const employee: NavViewer = { hasFaqs: false, can: { ...nothing, viewBenefits: true } };
const labels = (viewer: NavViewer) => mainNavLinks(viewer).map((link) => link.label);

describe('mainNavLinks', () => {
  it('shows Home and My benefits to an employee', () => {
    expect(labels(employee)).toEqual(['Home', 'My benefits']);
  });

  it('shows FAQs only when the site has FAQs', () => {
    expect(labels({ ...employee, hasFaqs: true })).toEqual(['Home', 'My benefits', 'FAQs']);
  });

  it('shows only Home when the viewer may see neither benefits nor a dashboard (voucher-only mode)', () => {
    expect(labels({ hasFaqs: false, can: nothing })).toEqual(['Home']);
  });

  it('shows Dashboard when the gateway says the viewer may open it', () => {
    expect(labels({ ...employee, can: { ...employee.can, viewEmployerDashboard: true } })).toEqual([
      'Home',
      'My benefits',
      'Dashboard',
    ]);
  });

  it('shows Masquerade to whoever may start one', () => {
    expect(labels({ hasFaqs: false, can: { ...nothing, startMasquerade: true } })).toEqual(['Home', 'Masquerade']);
    expect(labels(employee)).not.toContain('Masquerade');
  });
});
