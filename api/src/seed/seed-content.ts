// The demo clients' static pages: a few paragraphs of plain, well-formed HTML each.
import type { SiteContentKind } from '../db/schema.js';

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
      content: [
        `<h2>Our Cookie Policy</h2>`,
        `<p>${brandName} uses a small number of cookies. Necessary cookies keep you logged in and remember your cookie choice; they cannot be switched off.</p>`,
        `<h3>Optional cookies</h3>`,
        `<p>With your consent we measure how pages are used so that ${clientName} can improve the site. You can change your mind at any time in the cookie settings.</p>`,
        `<table><thead><tr><th>Cookie</th><th>Purpose</th></tr></thead><tbody><tr><td>root</td><td>Remembers your session on this device</td></tr></tbody></table>`,
      ].join('\n'),
    },
  ];
}

export function contactPage(clientName: string, contactUsEmail: string): PageSeed {
  return {
    kind: 'contact',
    name: 'Contact us',
    content: `<p>Questions about your benefits at ${clientName}? Send us a message with the form below, or email <a href="mailto:${contactUsEmail}">${contactUsEmail}</a>. We answer within two working days.</p>`,
  };
}
