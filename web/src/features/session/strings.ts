// The session screens' words (login, logout); quoted ones are the spec's, verbatim.
export const loginStrings = {
  pageTitle: 'Login',
  heading: 'Log in',
  welcome: (brand: string) => `Welcome to ${brand}`,
  intro: 'View, choose and manage your workplace benefits in one place.',
  emailLabel: 'Email',
  passwordLabel: 'Password',
  next: 'Next',
  login: 'Login',
  changeEmail: 'Change',
  forgottenPassword: 'Forgotten password?',
  acceptCookiesFirst: 'Please accept cookies before logging in',
  emailCheckFailed: 'Unable to process login request',
  unableToLogin: 'Unable to login',
  notMatchingEmail: "We can't find a match! Try again or contact us",
  passwordHint: 'Try again or reset your password',
  captchaRequired: 'Please confirm that you are not a robot!',
  ssoOnly: 'Please log in through your organisation’s single sign-on.',
  redirecting: 'Redirecting to your organisation’s sign-in page...',
  passwordChanged: 'Your password has been changed. Please log in with your new password.',
} as const;

export const logoutStrings = {
  loggingOut: 'Logging out...',
  failed: 'There was an error during the logout process. Please try again.',
  retry: 'Retry',
  successTitle: 'You have been logged out',
  successText: 'Thank you for visiting. You can log in again at any time.',
  backToLogin: 'Back to Login',
  pageTitle: 'Logout',
} as const;
