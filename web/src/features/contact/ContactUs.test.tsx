// The Contact us page in each of its states: the form with the client's subjects and page content;
// validation on blur and the summary banner after a failed submit; the success message; the
// server's refusals on their fields and in the banner; the error state with a retry and the
// support contacts; and a client with contact us switched off, which goes home.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { AppShellQuery$data } from '../../__generated__/AppShellQuery.graphql';
import type { ContactUsRouteQuery$data } from '../../__generated__/ContactUsRouteQuery.graphql';
import type { ContactUsTestQuery } from '../../__generated__/ContactUsTestQuery.graphql';
import { ShellContext } from '../../shell/ShellContext';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { ContactUsPage } from './ContactUsPage';

const query = graphql`
  query ContactUsTestQuery @relay_test_operation {
    viewer {
      client {
        contactUsEnabled
      }
      ...ContactUsScreen_viewer
    }
  }
`;

// Only the brand name is read from the shell here (the page title).
const shell = { site: { theme: { benefitBrandName: 'Acme Rewards' } }, viewer: null } as unknown as AppShellQuery$data;

const options = [
  { label: 'A question about my benefits', value: 'my-benefits' },
  { label: 'Pay and deductions', value: 'pay-and-deductions' },
];
const page = {
  enquiryOptions: options,
  pageContent: {
    name: 'How we can help',
    content: '<h2>How we can help</h2><p>We reply within two working days.</p><script>window.hacked = true</script>',
  },
  supportEmail: 'benefits@acme.test',
  supportNumber: '0161 496 0000',
};

function renderPage(contactPage: object = page, contactUsEnabled = true) {
  return renderWithRelay<ContactUsTestQuery>({
    query,
    path: '/contact-us/',
    resolvers: {
      Viewer: () => ({
        id: 'viewer-1',
        email: 'employee@acme.test',
        client: { id: 'client-1', contactUsEnabled },
        contactPage,
      }),
    },
    render: (data) => (
      <ShellContext.Provider value={shell}>
        <ContactUsPage data={data as ContactUsRouteQuery$data} />
      </ShellContext.Provider>
    ),
  });
}

const subject = () => screen.getByRole('combobox', { name: /Subject/ });
const comments = () => screen.getByRole('textbox', { name: /Comments/ });
const send = () => screen.getByRole('button', { name: 'Send message' });

test('the form: breadcrumb, title, the client’s subjects, 5 rows of comments, and the page content beside it', () => {
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeTruthy();
  expect(document.title).toBe('Contact Us | Acme Rewards');
  const breadcrumb = screen.getByRole('navigation', { name: /breadcrumb/i });
  expect(within(breadcrumb).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/app/home/');
  expect(within(breadcrumb).getByText('Contact Us')).toBeTruthy();

  expect(
    within(subject())
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Choose a subject', ...options.map((option) => option.label)]);
  expect(comments().getAttribute('rows')).toBe('5');
  expect(screen.getByText('We will reply to employee@acme.test.')).toBeTruthy();

  const aside = screen.getByRole('complementary', { name: 'How we can help' });
  expect(aside.textContent).toContain('We reply within two working days.');
  // The title is the aside's heading; a heading in the content that repeats it is dropped.
  expect(within(aside).getAllByRole('heading')).toHaveLength(1);
  expect(aside.querySelector('script')).toBeNull();
});

test('no page content: no aside, the form alone', () => {
  renderPage({ ...page, pageContent: null });
  expect(screen.queryByRole('complementary')).toBeNull();
  expect(send()).toBeTruthy();
});

test('each field is checked on blur', async () => {
  const user = userEvent.setup();
  renderPage();
  await user.click(subject());
  await user.tab();
  expect(await screen.findByText('This field is required')).toBeTruthy();
  expect(subject().getAttribute('aria-invalid')).toBe('true');
  await user.click(comments());
  await user.tab();
  await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(2));
  // No banner until a submit fails.
  expect(screen.queryByRole('alert')).toBeNull();
});

test('a failed submit shows the summary banner, focused, listing each problem; nothing is sent', async () => {
  const user = userEvent.setup();
  const { environment } = renderPage();
  await user.click(send());
  const banner = await screen.findByRole('alert');
  expect(within(banner).getByText('Please correct the errors below')).toBeTruthy();
  expect(
    within(banner)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Subject: This field is required', 'Comments: This field is required']);
  await waitFor(() => expect(document.activeElement).toBe(banner));
  expect(environment.mock.getAllOperations()).toHaveLength(0);

  // A problem's link takes the person to its field; fixed problems leave the list.
  await user.click(within(banner).getByRole('link', { name: 'Comments: This field is required' }));
  expect(document.activeElement).toBe(comments());
  await user.selectOptions(subject(), 'my-benefits');
  await waitFor(() =>
    expect(
      within(screen.getByRole('alert'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Comments: This field is required']),
  );
  await user.type(comments(), 'Hello');
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
});

test('a message sent: the spec’s success words, and another can be sent after', async () => {
  const user = userEvent.setup();
  const { environment } = renderPage();
  await user.selectOptions(subject(), 'pay-and-deductions');
  await user.type(comments(), '  My deduction looks wrong.  ');
  expect(screen.getByText('29 of 5000 characters')).toBeTruthy();
  await user.click(send());

  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.params.name).toBe('useSendEnquiryMutation');
  // The contract's schema trims what was typed, as the api would.
  expect(operation.request.variables).toEqual({
    input: { subject: 'pay-and-deductions', comments: 'My deduction looks wrong.' },
  });
  await act(async () =>
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, { SendEnquiryPayload: () => ({ sent: true, errors: [] }) }),
    ),
  );

  const heading = await screen.findByRole('heading', { name: 'Your message has been sent!' });
  expect(screen.getByText('We will contact you as soon as possible.')).toBeTruthy();
  await waitFor(() => expect(document.activeElement).toBe(heading));
  expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/app/home/');
  await user.click(screen.getByRole('button', { name: 'Send another message' }));
  expect((subject() as HTMLSelectElement).value).toBe('');
  expect((comments() as HTMLTextAreaElement).value).toBe('');
});

test('the server’s refusals go onto their fields in the spec’s words, its message into the banner', async () => {
  const user = userEvent.setup();
  const { environment } = renderPage();
  await user.selectOptions(subject(), 'my-benefits');
  await user.type(comments(), 'Hello');
  await user.click(send());
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  const errors = [
    { field: 'subject', message: 'Please provide a subject for your message' },
    { field: 'comments', message: 'This field is required' },
    { field: null, message: 'Please correct the errors below' },
  ];
  await act(async () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, { SendEnquiryPayload: () => ({ sent: false, errors }) }),
    ),
  );

  const banner = await screen.findByRole('alert');
  expect(within(banner).getByText('Please correct the errors below')).toBeTruthy();
  expect(
    within(banner)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Subject: Please provide a subject for your message', 'Comments: This field is required']);
  // Each on its own field too, where the field points to it.
  expect(subject().getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById('field::contact-subject::error-text')?.textContent).toBe(
    'Please provide a subject for your message',
  );
  expect(document.getElementById('field::contact-comments::error-text')?.textContent).toBe('This field is required');
  expect(screen.queryByText('Your message has been sent!')).toBeNull();
});

test.each([
  [
    'the hourly limit',
    [
      {
        field: null,
        message: 'You have sent several messages in the last hour. Please wait a while before sending another.',
      },
    ],
  ],
  ['a failure', [{ field: null, message: 'It looks like something has gone wrong, please try again later' }]],
])('%s is worded in the banner, and what was typed stays', async (_case, errors) => {
  const user = userEvent.setup();
  const { environment } = renderPage();
  await user.selectOptions(subject(), 'my-benefits');
  await user.type(comments(), 'Hello again');
  await user.click(send());
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  await act(async () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, { SendEnquiryPayload: () => ({ sent: false, errors }) }),
    ),
  );
  const banner = await screen.findByRole('alert');
  expect(banner.textContent).toContain(errors[0]!.message);
  expect(within(banner).queryAllByRole('link')).toHaveLength(0);
  expect((comments() as HTMLTextAreaElement).value).toBe('Hello again');
});

test('a message that never reached the server says so, and can be sent again', async () => {
  const user = userEvent.setup();
  const { environment } = renderPage();
  await user.selectOptions(subject(), 'my-benefits');
  await user.type(comments(), 'Hello');
  await user.click(send());
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  await act(async () => environment.mock.rejectMostRecentOperation(new Error('Failed to fetch')));
  expect((await screen.findByRole('alert')).textContent).toContain(
    'It looks like something has gone wrong, please try again later',
  );
  expect((send() as HTMLButtonElement).disabled).toBe(false);
});

test('a page that could not be read: the spec’s error, the support contacts, and Try again', async () => {
  const user = userEvent.setup();
  const { environment } = renderPage({
    enquiryOptions: null,
    pageContent: null,
    supportEmail: 'benefits@acme.test',
    supportNumber: '0161 496 0000',
  });
  const error = screen.getByRole('alert');
  expect(within(error).getByRole('heading', { name: 'There was a problem loading this page' })).toBeTruthy();
  expect(error.textContent).toContain('Please try again in a moment.');
  expect(within(error).getByRole('link', { name: 'benefits@acme.test' }).getAttribute('href')).toBe(
    'mailto:benefits@acme.test',
  );
  expect(within(error).getByRole('link', { name: '0161 496 0000' }).getAttribute('href')).toBe('tel:01614960000');
  expect(screen.queryByRole('form')).toBeNull();

  await user.click(within(error).getByRole('button', { name: 'Try again' }));
  await waitFor(() =>
    expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('ContactUsScreenRefetchQuery'),
  );
  await act(async () =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Viewer: () => ({ id: 'viewer-1', email: 'employee@acme.test', contactPage: page }),
      }),
    ),
  );
  expect(await screen.findByRole('button', { name: 'Send message' })).toBeTruthy();
});

test('without a support number (the gateway drops the placeholders) only the email is offered', () => {
  renderPage({ enquiryOptions: null, pageContent: null, supportEmail: 'support@example.com', supportNumber: null });
  const error = screen.getByRole('alert');
  expect(
    within(error)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(['mailto:support@example.com']);
  expect(error.textContent).not.toMatch(/Phone/);
});

test('a client with contact us switched off goes to home', async () => {
  renderPage(page, false);
  expect(await screen.findByText('Now at /app/home/')).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Contact Us' })).toBeNull();
});
