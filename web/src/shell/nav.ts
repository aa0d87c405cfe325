// Which main-navigation links a viewer sees (spec section 2, "Navigation visibility").

export interface NavViewer {
  userType: 'EMPLOYEE' | 'EMPLOYER' | '%future added value';
  employmentStatus: 'ACTIVE' | 'INACTIVE' | 'LEFT' | '%future added value';
  voucherOnly: boolean;
  hasFaqs: boolean;
  /** Platform administrators start masquerades from their own screen. */
  isPlatformAdmin?: boolean;
}

export interface NavLink {
  label: string;
  to: string;
}

export const NAV_LABELS = {
  home: 'Home',
  myBenefits: 'My benefits',
  faqs: 'FAQs',
  dashboard: 'Dashboard',
  profile: 'My profile settings',
  masquerade: 'Masquerade',
  logout: 'Logout',
} as const;

export function mainNavLinks(viewer: NavViewer): NavLink[] {
  const links: NavLink[] = [{ label: NAV_LABELS.home, to: '/app/home/' }];
  // A platform administrator belongs to no client: there are no benefits of their own to choose.
  if (!viewer.voucherOnly && !viewer.isPlatformAdmin) links.push({ label: NAV_LABELS.myBenefits, to: '/app/my-benefits/' });
  if (viewer.hasFaqs) links.push({ label: NAV_LABELS.faqs, to: '/app/faqs/' });
  const activeEmployer =
    viewer.userType === 'EMPLOYER' && viewer.employmentStatus !== 'LEFT' && viewer.employmentStatus !== 'INACTIVE';
  if (activeEmployer && !viewer.voucherOnly) links.push({ label: NAV_LABELS.dashboard, to: '/app/dashboard/' });
  if (viewer.isPlatformAdmin) links.push({ label: NAV_LABELS.masquerade, to: '/app/admin/masquerade' });
  return links;
}
