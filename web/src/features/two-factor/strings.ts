// The two-factor screens' words; quoted ones are the spec's, verbatim. The explanatory text and
// the welcome message are ours (the spec shows neither; see docs/web-decisions.md).
export const twoFactorStrings = {
  codeLoginHeading: 'Enter authentication code',
  codeLoginText: 'Open your authenticator app and enter the 6-digit code it shows for this account.',
  back: 'Back',
  login: 'Login',
  setupHeading: 'Enable two factor authentication',
  setupFirstText: 'Enter the 6-digit code your authenticator app shows for this account.',
  setupSecondText: 'To confirm, enter the code your authenticator app shows now once more.',
  next: 'Next',
  verify: 'Verify',
  close: 'Close',
  qrHeading: 'Set up two factor authentication',
  qrIntro: 'Your organisation asks you to protect your account with a second step when you log in.',
  qrSteps: [
    'Install an authenticator app on your phone, such as Google Authenticator or Microsoft Authenticator.',
    'In the app, add an account and scan this QR code.',
    'Select "Enter the code" and type the 6-digit code the app shows.',
  ],
  qrAlt: 'QR code to add this account to your authenticator app',
  manualEntry: "Can't scan it? Enter this key in your app instead:",
  enterTheCode: 'Enter the code',
  activationSteps: ['Verify', 'Password', '2FA', 'Terms'],
  pageTitle: (title: string, brand: string) => `${title} | ${brand}`,
} as const;
