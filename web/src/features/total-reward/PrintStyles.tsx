// The total benefits page's print layout (a clean one-page print): the shell's header,
// footer, navigation, progress bar, skip link and cookie banner are hidden, as are buttons, and
// the page is set a little smaller (Chakra sizes in rem) so the chart and both tables fit one A4
// page. It is a <style> in the page rather than a global stylesheet so it applies only while this
// page is on screen; the shell is not told about printing at all.
import { shellStrings } from '../../shell/strings';

const printCss = `
@media print {
  @page { size: A4 portrait; margin: 12mm; }
  html { font-size: 12px; }
  html, body { background: #fff !important; }
  * { print-color-adjust: exact; -webkit-print-color-adjust: exact; }
  header, footer, nav, main button, a[href="#main"], [data-testid="route-progress"],
  section[aria-label="${shellStrings.cookieBannerTitle}"] { display: none !important; }
  div:has(> main) { min-height: 0 !important; background: #fff !important; }
  [data-total-reward] section, [data-total-reward] tr { break-inside: avoid; }
}
`;

export function PrintStyles() {
  return <style>{printCss}</style>;
}
