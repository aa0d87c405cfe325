import { render, screen } from '@testing-library/react';
import { BrandThemeProvider, useBrandTheme } from './BrandThemeProvider';
import { themeCacheKey } from './brandTheme';

function Shown() {
  const { theme } = useBrandTheme();
  return (
    <p>
      {theme.benefitBrandName} {theme.primaryColour} {theme.baseFont}
    </p>
  );
}

const acme = {
  primaryColour: '0b6e4f',
  secondaryColour: 'f2a900',
  baseFont: 'Roboto',
  headerFont: 'Roboto Slab',
  benefitBrandName: 'Acme Rewards',
  logoFileUrl: '/brands/acme/logo.svg',
  mobileLogo: null,
  brandHeaderLogo: null,
};

function serve(theme: object) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'site-theme';
  script.textContent = JSON.stringify(theme);
  document.head.append(script);
}

afterEach(() => {
  document.getElementById('site-theme')?.remove();
  localStorage.clear();
});

describe('the first render’s brand', () => {
  it('is the one the gateway served for the site, on a first visit', () => {
    serve(acme);
    render(
      <BrandThemeProvider>
        <Shown />
      </BrandThemeProvider>,
    );
    expect(screen.getByText('Acme Rewards 0b6e4f Roboto').textContent).toBe('Acme Rewards 0b6e4f Roboto');
  });

  it('is the cached one for a returning visitor, whose brand may be their own client’s', () => {
    serve(acme);
    localStorage.setItem(themeCacheKey(), JSON.stringify({ ...acme, benefitBrandName: 'Acme Perks' }));
    render(
      <BrandThemeProvider>
        <Shown />
      </BrandThemeProvider>,
    );
    expect(screen.getByText('Acme Perks 0b6e4f Roboto').textContent).toBe('Acme Perks 0b6e4f Roboto');
  });

  it('is the default brand when the page carries none', () => {
    render(
      <BrandThemeProvider>
        <Shown />
      </BrandThemeProvider>,
    );
    expect(screen.getByText('Demo Benefits 1bb4bf Open Sans').textContent).toBe('Demo Benefits 1bb4bf Open Sans');
  });
});
