import type { Config } from 'tailwindcss';

// Colours are CSS variables (app/globals.css) so the later display settings (dark mode, theme
// colour) only swap variables instead of touching every component.
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        primary: {
          DEFAULT: 'var(--tm-primary)',
          hover: 'var(--tm-primary-hover)',
          soft: 'var(--tm-primary-soft)',
          foreground: 'var(--tm-primary-foreground)',
        },
        background: 'var(--tm-background)',
        surface: 'var(--tm-surface)',
        foreground: 'var(--tm-foreground)',
        muted: 'var(--tm-muted)',
        border: 'var(--tm-border)',
        danger: { DEFAULT: 'var(--tm-danger)', soft: 'var(--tm-danger-soft)' },
        success: { DEFAULT: 'var(--tm-success)', soft: 'var(--tm-success-soft)' },
      },
      fontFamily: {
        // System fonts only: the build has no internet (no next/font/google). All of these
        // carry Vietnamese diacritics.
        sans: [
          'ui-sans-serif',
          'system-ui',
          '-apple-system',
          '"Segoe UI"',
          'Roboto',
          '"Noto Sans"',
          '"Helvetica Neue"',
          'Arial',
          'sans-serif',
        ],
      },
      // Sizes of docs/decisions/product-rules.md ('Layout sizes').
      maxWidth: { auth: '480px' },
      width: { drawer: '260px', popover: '360px', nav: '280px', 'nav-collapsed': '88px' },
      // Header: 64 on phones; on desktops 88 with the top navigation, 92 with the sidebar,
      // shrinking to 60 once the page is scrolled (the "offset" height).
      height: { header: '64px', 'header-top': '88px', 'header-side': '92px', 'header-offset': '60px' },
      spacing: { nav: '280px', 'nav-collapsed': '88px' },
    },
  },
};

export default config;
