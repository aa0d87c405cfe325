// Home: content's banners and cards in their states (success; error, the gateway's null, with a
// retry that loads again), the total reward card, the voucher balance, and voucher-only mode,
// where the balance comes first and nothing leads to My benefits or the dashboard.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { HomeScreenTestQuery } from '../../__generated__/HomeScreenTestQuery.graphql';
import type { NavViewer } from '../../shell/nav';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { HomeScreen } from './HomeScreen';

const query = graphql`
  query HomeScreenTestQuery @relay_test_operation {
    viewer {
      ...HomeScreen_viewer
    }
  }
`;

const cards = [
  {
    id: 'my-benefits',
    title: 'My benefits',
    text: 'See, choose and change your benefits for 2026.',
    link: '/app/my-benefits/',
    linkLabel: 'View my benefits',
  },
  {
    id: 'faqs',
    title: 'FAQs',
    text: 'Answers to the questions people ask most.',
    link: '/app/faqs/',
    linkLabel: 'Read the FAQs',
  },
];
const banners = [
  {
    id: 'window',
    title: 'Your 2026 benefits are open for changes',
    text: 'Make or change your choices before 31 March 2026.',
    link: '/app/my-benefits/',
    linkLabel: 'Choose benefits',
    tone: 'INFO',
  },
];
const employee: NavViewer = {
  hasFaqs: true,
  can: { viewBenefits: true, viewEmployerDashboard: false, startMasquerade: false },
};

function renderHome(viewer: object, navViewer: NavViewer = employee) {
  return renderWithRelay<HomeScreenTestQuery>({
    query,
    path: '/app/home/',
    resolvers: {
      Viewer: () => ({
        id: 'viewer-1',
        firstName: 'Alex',
        onProbation: false,
        showWelcomeModal: false,
        voucherOnly: false,
        voucherBalance: null,
        homeCards: cards,
        homeBanners: banners,
        totalRewardCard: { schemeYear: 2026, totalAnnual: 5_078_600, employerAnnual: 540_000 },
        ...viewer,
      }),
    },
    render: ({ viewer: data }) =>
      data ? <HomeScreen viewer={data} brand="Acme Rewards" navViewer={navViewer} twoFactorWelcome={false} /> : null,
  });
}

const hrefs = () => screen.getAllByRole('link').map((link) => link.getAttribute('href'));

test('content has loaded: its banners, its cards as the quick links, and the total reward card', () => {
  renderHome({ onProbation: true });
  expect(screen.getByRole('heading', { level: 1, name: 'Hello, Alex' })).toBeTruthy();
  expect(
    screen.getByText("As you're on probation, you won't be able to access all benefits. We'll email you when you can!"),
  ).toBeTruthy();

  const announcements = screen.getByRole('region', { name: 'Announcements' });
  expect(within(announcements).getByText('Your 2026 benefits are open for changes')).toBeTruthy();
  expect(within(announcements).getByRole('link', { name: 'Choose benefits' }).getAttribute('href')).toBe(
    '/app/my-benefits/',
  );

  const quickLinks = screen.getByRole('region', { name: 'Quick links' });
  expect(
    within(quickLinks)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['View my benefits', '/app/my-benefits/'],
    ['Read the FAQs', '/app/faqs/'],
  ]);
  expect(
    within(quickLinks)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  ).toEqual(['My benefits', 'FAQs']);

  const reward = screen.getByRole('region', { name: 'Your total reward for 2026' });
  expect(within(reward).getByText('£50,786', { exact: false }).textContent).toBe('£50,786 annually');
  expect(within(reward).getByText('including £5,400 from your employer')).toBeTruthy();
  expect(within(reward).getByRole('link', { name: 'See my total benefits' }).getAttribute('href')).toBe(
    '/app/my-total-benefits/',
  );
  expect(screen.queryByRole('region', { name: 'Your childcare voucher balance' })).toBeNull();
});

test('cards that could not be read show the error and the navigation links; Try again loads them', async () => {
  const user = userEvent.setup();
  const { environment } = renderHome({ homeCards: null });
  const quickLinks = screen.getByRole('region', { name: 'Quick links' });
  expect(within(quickLinks).getByRole('alert').textContent).toBe(
    'It looks like something has gone wrong, please try again later',
  );
  expect(
    within(quickLinks)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(['/app/my-benefits/', '/app/faqs/', '/app/home/my-profile/']);
  expect(screen.getByRole('region', { name: 'Announcements' })).toBeTruthy();

  await user.click(within(quickLinks).getByRole('button', { name: 'Try again' }));
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.params.name).toBe('HomeCardsRefetchQuery');
  expect(within(quickLinks).getByRole('status').textContent).toBe('Loading...');
  expect(within(quickLinks).queryByRole('alert')).toBeNull();

  await act(async () =>
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        Viewer: () => ({ id: 'viewer-1', voucherOnly: false, homeCards: cards }),
      }),
    ),
  );
  expect(within(quickLinks).queryByRole('status')).toBeNull();
  expect(
    within(quickLinks)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['View my benefits', 'Read the FAQs']);
});

test('banners that could not be read show the error in their place, and load again on Try again', async () => {
  const user = userEvent.setup();
  const { environment } = renderHome({ homeBanners: null });
  expect(screen.queryByRole('region', { name: 'Announcements' })).toBeNull();
  const alert = screen.getByRole('alert');
  await user.click(within(alert.parentElement!).getByRole('button', { name: 'Try again' }));
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.params.name).toBe('HomeBannersRefetchQuery');
  expect(screen.getByRole('status').textContent).toBe('Loading...');
  await act(async () =>
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        Viewer: () => ({ id: 'viewer-1', voucherOnly: false, homeBanners: banners }),
      }),
    ),
  );
  expect(
    within(screen.getByRole('region', { name: 'Announcements' })).getByText('Your 2026 benefits are open for changes'),
  ).toBeTruthy();
});

test('no cards from content: the navigation links stand in; no banners: nothing is shown', () => {
  renderHome({ homeCards: [], homeBanners: [] });
  expect(screen.queryByRole('region', { name: 'Announcements' })).toBeNull();
  expect(
    within(screen.getByRole('region', { name: 'Quick links' }))
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['My benefits', 'FAQs', 'My profile settings']);
});

test('the total reward that could not be read says so, and still leads to the page', () => {
  renderHome({ totalRewardCard: null });
  const reward = screen.getByRole('region', { name: 'Your total reward' });
  expect(within(reward).getByRole('alert').textContent).toBe(
    'It looks like something has gone wrong, please try again later',
  );
  expect(within(reward).getByRole('link', { name: 'See my total benefits' })).toBeTruthy();
});

test('a viewer with childcare vouchers sees the balance and the last payment date beside the total reward', () => {
  renderHome({ voucherBalance: { balance: 31_250, lastPaymentDate: '2026-03-31' } });
  const voucher = screen.getByRole('region', { name: 'Your childcare voucher balance' });
  expect(within(voucher).getByText('£312.50')).toBeTruthy();
  expect(within(voucher).getByText('Last payment 31 March 2026')).toBeTruthy();
});

test('voucher-only mode: the balance first, and nothing that leads to My benefits or the dashboard', () => {
  renderHome(
    {
      voucherOnly: true,
      voucherBalance: { balance: 125_000, lastPaymentDate: null },
      homeCards: [
        ...cards,
        { id: 'dash', title: 'Dashboard', text: 'For employers.', link: '/app/dashboard/', linkLabel: 'Open' },
      ],
      homeBanners: [
        ...banners,
        {
          id: 'vouchers',
          title: 'Your vouchers are waiting',
          text: 'Keep spending them.',
          link: null,
          linkLabel: null,
          tone: 'SUCCESS',
        },
      ],
    },
    { ...employee, can: { ...employee.can, viewBenefits: false } },
  );
  const regions = screen
    .getAllByRole('region')
    .map((region) => region.getAttribute('aria-labelledby') ?? region.getAttribute('aria-label'));
  expect(regions[0]).toBe('voucher-balance');
  const voucher = screen.getByRole('region', { name: 'Your childcare voucher balance' });
  expect(within(voucher).getByText('£1,250.00')).toBeTruthy();
  expect(within(voucher).getByText('No payments yet')).toBeTruthy();

  expect(screen.queryByRole('region', { name: /total reward/ })).toBeNull();
  expect(screen.queryByText('Your 2026 benefits are open for changes')).toBeNull();
  expect(screen.getByText('Your vouchers are waiting')).toBeTruthy();
  expect(hrefs()).toEqual(['/app/faqs/']);
  expect(hrefs().some((href) => /\/app\/(my-benefits|dashboard)/.test(href ?? ''))).toBe(false);
});

test('on the first login the welcome carousel opens over home and reads its slides; otherwise it does not', async () => {
  const { environment, unmount } = renderHome({ showWelcomeModal: true });
  const dialog = await screen.findByRole('dialog', { name: 'Welcome to Acme Rewards' });
  expect(within(dialog).getByRole('status').textContent).toBe('Loading...');
  expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('useReadWelcomeCarouselMutation');
  unmount();

  const second = renderHome({ showWelcomeModal: false });
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(second.environment.mock.getAllOperations()).toHaveLength(0);
});

test('home leads to Contact us where the client has it enabled, and only there', () => {
  renderHome({ client: { id: 'client-1', contactUsEnabled: true } });
  const help = screen.getByRole('region', { name: 'Need help?' });
  expect(within(help).getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact-us/');
});

test('a client with contact us switched off offers no way to it from home', () => {
  renderHome({ client: { id: 'client-1', contactUsEnabled: false } });
  expect(screen.queryByRole('region', { name: 'Need help?' })).toBeNull();
  expect(hrefs()).not.toContain('/contact-us/');
});
