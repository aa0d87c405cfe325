// The platform settings' words. The spec names the page only; the effect of the 2FA switch is the
// sentence we were given: every employee without 2FA sets it up at their next login.
export const platformSettingsStrings = {
  home: 'Home',
  dashboard: 'Employer dashboard',
  heading: 'Platform settings',
  intro: 'Settings that apply to everyone in your organisation.',
  twoFaHeading: 'Two-factor authentication (2FA)',
  twoFaSwitch: 'Require 2FA for every employee',
  twoFaOn: 'Your organisation requires 2FA: every employee without 2FA sets it up at their next login.',
  twoFaOff: 'Your organisation does not require 2FA: employees may choose whether to use it.',
  confirmOnTitle: 'Require 2FA for every employee?',
  confirmOnText:
    'Every employee without 2FA will be asked to set it up at their next login, and will not be able to turn it off.',
  confirmOffTitle: 'Stop requiring 2FA?',
  confirmOffText: 'Employees will no longer have to use 2FA, and may turn it off in their profile settings.',
  turnOn: 'Turn on',
  turnOff: 'Turn off',
  cancel: 'Cancel',
  processing: 'Processing...',
  turnedOn: '2FA is now required for every employee.',
  turnedOff: '2FA is no longer required.',
  supportHeading: 'Contact and support',
  contactUsSwitch: 'Contact us page',
  contactUsHelp:
    'When on, your people can send you a message from the Contact us page, linked from every page’s footer.',
  supportEmail: 'Support email',
  supportNumber: 'Support phone number',
  supportNumberHelp: 'Leave empty to show no phone number.',
  save: 'Save changes',
  saving: 'Saving...',
  saved: 'Your changes have been saved.',
  somethingWentWrong: 'It looks like something has gone wrong, please try again later',
} as const;
