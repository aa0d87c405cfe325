// The demo clients' static pages: a few paragraphs of plain, well-formed HTML each.
import type { SiteContentKind } from '../db/schema-clients.js';

export interface PageSeed {
  kind: SiteContentKind;
  name: string;
  content: string;
}

export function policyPages(clientName: string, brandName: string, supportEmail: string): PageSeed[] {
  return [
    {
      kind: 'terms-conditions',
      name: 'Terms and conditions',
      content: [
        `<h2>Terms and conditions</h2>`,
        `<p>These terms apply to your use of ${brandName}, the employee benefits site provided by ${clientName}. By logging in you agree to them.</p>`,
        `<h3>Your account</h3>`,
        `<p>Keep your password to yourself. If you think someone else knows it, change it straight away and tell us at <a href="mailto:${supportEmail}">${supportEmail}</a>.</p>`,
        `<h3>Your choices</h3>`,
        `<p>Benefit choices you make here may change your pay. Some need your employer's approval before they take effect; you will see their status on each benefit.</p>`,
        `<ul><li>Salary sacrifice choices last for the scheme year unless you have a life event.</li><li>Statements show what has been deducted each month.</li></ul>`,
      ].join('\n'),
    },
    {
      kind: 'privacy-policy',
      name: 'Privacy statement',
      content: [
        `<h2>Privacy statement</h2>`,
        `<p>${clientName} is the controller of the personal data held on ${brandName}. We use it to run your benefits and nothing else.</p>`,
        `<h3>What we hold</h3>`,
        `<p>Your name, email address, date of birth, the family members you add and the benefit choices you make.</p>`,
        `<h3>Your rights</h3>`,
        `<p>You can ask for a copy of your data, or for it to be corrected, by writing to <a href="mailto:${supportEmail}">${supportEmail}</a>.</p>`,
      ].join('\n'),
    },
    {
      kind: 'our-cookie-policy',
      name: 'Our Cookie Policy',
      // Says exactly what the cookie banner and its settings offer (docs/contact-and-cookies.md):
      // essential cookies, always on, and video player cookies, off until you allow them.
      content: [
        `<h2>Our Cookie Policy</h2>`,
        `<p>${brandName} keeps a few small pieces of information on your device, as cookies or in your browser's storage. There are two kinds, and you choose whether to allow the second.</p>`,
        `<h3>Essential cookies (always on)</h3>`,
        `<p>These keep you logged in, remember your cookie choices and protect your account. ${brandName} cannot work without them, so they cannot be switched off. They are ours alone and are never used to track you.</p>`,
        `<table><thead><tr><th>Name</th><th>Purpose</th></tr></thead><tbody>`,
        `<tr><td>root</td><td>Remembers whether you accepted cookies and whether you allowed video player cookies</td></tr>`,
        `<tr><td>loggedIn, loginCredentials, user</td><td>Keep you logged in on this device until you log out or your session ends</td></tr>`,
        `<tr><td>theme:&lt;site&gt;</td><td>Remembers your organisation's colours and logos, so pages show them straight away</td></tr>`,
        `<tr><td>lastApiCall</td><td>Lets us log you out safely after 15 minutes without activity</td></tr>`,
        `<tr><td>sso_browser</td><td>Makes sure a single sign-on you start is finished in this browser and no other; removed when you come back from your organisation's sign-in page, or after 10 minutes</td></tr>`,
        `</tbody></table>`,
        `<h3>Video player cookies (optional)</h3>`,
        `<p>Some pages, such as the FAQs, show videos played by YouTube or Vimeo. Their players set cookies of their own when a video loads. Until you allow video player cookies, we do not load these videos at all: you see a note in their place instead.</p>`,
        `<h3>Changing your mind</h3>`,
        `<p>Choose <strong>Manage cookies</strong> on the cookie banner, or <strong>Cookie settings</strong> at the foot of any page, and switch video player cookies on or off. Your choice takes effect straight away. ${clientName} does not use any other cookies on ${brandName}.</p>`,
      ].join('\n'),
    },
  ];
}
