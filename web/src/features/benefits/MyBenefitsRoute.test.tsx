import { screen } from '@testing-library/react';
import { takeLoginError } from '../../browser-storage/session';
import { renderWithProviders } from '../../testing/renderWithRelay';
import { LogOutWithMessage } from './MyBenefitsRoute';

test('a failed benefits load logs the user out, with a message for the login page', async () => {
  renderWithProviders(<LogOutWithMessage />, { path: '/app/my-benefits/' });
  await screen.findByText('Now at /logout/');
  expect(takeLoginError()).toBe(
    'Your benefits could not be loaded, so you have been logged out. It looks like something has gone wrong, please try again later',
  );
});
