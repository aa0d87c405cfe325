// An embedded video waits for video player cookies: a placeholder says why and opens the cookie
// settings at that toggle; saving them shows the player at once, with no reload, and turning
// them off again takes it away.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setCookieConsent } from '../browser-storage/cookieConsent';
import { CookieSettings } from '../shell/CookieSettingsModal';
import { renderWithProviders } from '../testing/renderWithRelay';
import { CmsHtml } from './CmsHtml';
import { sanitizeCmsHtml } from '../format/sanitize';

const youtube = 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE';
const vimeo = 'https://player.vimeo.com/video/76979871';
const answer = sanitizeCmsHtml(
  `<p>Watch this short video.</p><iframe src="${youtube}" title="Salary sacrifice explained"></iframe><p>Or this one.</p><iframe src="${vimeo}"></iframe>`,
  undefined,
  { videos: true },
);
const placeholderText = (host: string) =>
  `This video is hosted by ${host}, which sets cookies. Turn on video player cookies to watch it.`;

beforeEach(() => {
  localStorage.clear();
  setCookieConsent({ cookiesAccepted: true, nonNecessaryCookiesEnabled: false });
});

function renderAnswer() {
  return renderWithProviders(
    <>
      <CmsHtml html={answer} />
      <CookieSettings />
    </>,
  );
}

test('until video player cookies are allowed, each video is a placeholder that names its host, and no player loads', () => {
  renderAnswer();
  expect(screen.getByText('Watch this short video.')).toBeTruthy();
  expect(screen.getByText('Video: Salary sacrifice explained')).toBeTruthy();
  expect(screen.getByText(placeholderText('YouTube'))).toBeTruthy();
  expect(screen.getByText(placeholderText('Vimeo'))).toBeTruthy();
  expect(document.querySelector('iframe')).toBeNull();
  // The text around the videos stays in its place.
  expect(screen.getByText('Or this one.')).toBeTruthy();
});

test('the placeholder opens the cookie settings at the video toggle; saving it shows every player at once', async () => {
  const user = userEvent.setup();
  renderAnswer();
  await user.click(screen.getAllByRole('button', { name: 'Change cookie settings' })[0]!);
  const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
  const toggle = within(dialog).getByRole('checkbox', { name: 'Allow video player cookies' });
  expect((toggle as HTMLInputElement).checked).toBe(false);
  // Moving the toggle alone changes nothing until it is saved. (A click, not user-event's pointer:
  // the switch's press handling wants a PointerEvent, which jsdom lacks.)
  fireEvent.click(toggle);
  expect((toggle as HTMLInputElement).checked).toBe(true);
  expect(document.querySelector('iframe')).toBeNull();
  await user.click(within(dialog).getByRole('button', { name: 'Save settings' }));

  const player = await screen.findByTitle('Salary sacrifice explained');
  expect(player.tagName).toBe('IFRAME');
  await waitFor(() => expect(document.activeElement).toBe(player));
  expect(player.getAttribute('src')).toBe(youtube);
  expect(player.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-presentation allow-popups');
  expect(screen.getByTitle('Video').getAttribute('src')).toBe(vimeo);
  expect(screen.queryByText(placeholderText('YouTube'))).toBeNull();
  expect(JSON.parse(localStorage.getItem('root')!)).toMatchObject({
    cookiesAccepted: true,
    nonNecessaryCookiesEnabled: true,
  });
});

test('a choice made elsewhere (another tab, the footer) shows or hides the players without a reload', async () => {
  setCookieConsent({ nonNecessaryCookiesEnabled: true });
  renderAnswer();
  expect(document.querySelectorAll('iframe')).toHaveLength(2);
  act(() => setCookieConsent({ nonNecessaryCookiesEnabled: false }));
  expect(document.querySelector('iframe')).toBeNull();
  expect(screen.getByText(placeholderText('YouTube'))).toBeTruthy();
});

test('closing the settings without saving keeps the choice as it was, and they open on it next time', async () => {
  const user = userEvent.setup();
  renderAnswer();
  await user.click(screen.getAllByRole('button', { name: 'Change cookie settings' })[0]!);
  const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
  fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Allow video player cookies' }));
  await user.keyboard('{Escape}');
  expect(document.querySelector('iframe')).toBeNull();
  // Focus goes back to the placeholder's button, which is still there.
  await waitFor(() =>
    expect(document.activeElement).toBe(screen.getAllByRole('button', { name: 'Change cookie settings' })[0]),
  );
  await user.click(screen.getAllByRole('button', { name: 'Change cookie settings' })[1]!);
  const again = await screen.findByRole('dialog', { name: 'Cookie settings' });
  expect(
    (within(again).getByRole('checkbox', { name: 'Allow video player cookies' }) as HTMLInputElement).checked,
  ).toBe(false);
});
