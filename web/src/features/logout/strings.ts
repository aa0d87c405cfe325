export const logoutStrings = {
  loggingOut: 'Logging out...',
  failed: 'There was an error during the logout process. Please try again.',
  retry: 'Retry',
  successTitle: 'You have been logged out',
  successText: 'Thank you for visiting. You can log in again at any time.',
  backToLogin: 'Back to Login',
  pageTitle: (brand: string) => `Logout | ${brand}`,
} as const;
