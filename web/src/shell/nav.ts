// Which main-navigation links a viewer sees. Whether a
// link leads anywhere the viewer may go is the gateway's answer (Viewer.can, read from the api's
// access declarations): the web decides nothing about access itself.

export interface NavViewer {
  hasFaqs: boolean;
  can: {
    /** My benefits: not in voucher-only mode, never for a platform administrator (no client). */
    readonly viewBenefits: boolean;
    /** Dashboard: an active employer, not in voucher-only mode. */
    readonly viewEmployerDashboard: boolean;
    /** Masquerade: platform administrators. */
    readonly startMasquerade: boolean;
  };
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
  if (viewer.can.viewBenefits) links.push({ label: NAV_LABELS.myBenefits, to: '/app/my-benefits/' });
  if (viewer.hasFaqs) links.push({ label: NAV_LABELS.faqs, to: '/app/faqs/' });
  if (viewer.can.viewEmployerDashboard) links.push({ label: NAV_LABELS.dashboard, to: '/app/dashboard/' });
  if (viewer.can.startMasquerade) links.push({ label: NAV_LABELS.masquerade, to: '/app/admin/masquerade' });
  return links;
}
