// Display settings (docs/decisions/display-settings.md): kept in localStorage under 'settings' and
// applied to <html> before the first paint by an inline script (settingsBootScript), so a
// reload never flashes the wrong theme. Everything that depends on them is CSS keyed on the
// attributes set here, which is why the server can render without knowing them.

export const SETTINGS_STORAGE_KEY = 'settings';

export const THEME_MODES = ['light', 'dark'] as const;
export const THEME_LAYOUTS = ['newLayout', 'oldLayout'] as const;
export const THEME_COLORS = ['default', 'purple', 'cyan', 'blue', 'orange', 'red'] as const;

export type ThemeMode = (typeof THEME_MODES)[number];
export type ThemeLayout = (typeof THEME_LAYOUTS)[number];
export type ThemeColor = (typeof THEME_COLORS)[number];

export type Settings = {
  themeMode: ThemeMode;
  themeLayout: ThemeLayout;
  themeColor: ThemeColor;
  themeStretch: boolean;
  /** Kept for the stored shape of the original client; the UI is always left-to-right. */
  themeDirection: 'ltr';
};

export const DEFAULT_SETTINGS: Settings = {
  themeMode: 'light',
  themeLayout: 'newLayout',
  themeColor: 'default',
  themeStretch: false,
  themeDirection: 'ltr',
};

export const THEME_COLOR_LABEL: Record<ThemeColor, string> = {
  default: 'Mặc định',
  purple: 'Tím',
  cyan: 'Xanh ngọc',
  blue: 'Xanh dương',
  orange: 'Cam',
  red: 'Đỏ',
};

/** The swatch shown for each colour in the settings (the light palette's primary). */
export const THEME_COLOR_SWATCH: Record<ThemeColor, string> = {
  default: '#2563eb',
  purple: '#7635dc',
  cyan: '#0e7490',
  blue: '#1e3a8a',
  orange: '#c2410c',
  red: '#dc2626',
};

function oneOf<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** Reads whatever is stored (missing, not JSON, old or partial shapes) into valid settings. */
export function parseSettings(raw: string | null | undefined): Settings {
  let stored: Record<string, unknown> = {};
  if (raw) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) stored = parsed as Record<string, unknown>;
    } catch {
      // A hand-edited or foreign value: fall back to the defaults.
    }
  }
  return {
    themeMode: oneOf(THEME_MODES, stored.themeMode, DEFAULT_SETTINGS.themeMode),
    themeLayout: oneOf(THEME_LAYOUTS, stored.themeLayout, DEFAULT_SETTINGS.themeLayout),
    themeColor: oneOf(THEME_COLORS, stored.themeColor, DEFAULT_SETTINGS.themeColor),
    themeStretch: typeof stored.themeStretch === 'boolean' ? stored.themeStretch : DEFAULT_SETTINGS.themeStretch,
    themeDirection: 'ltr',
  };
}

export function serializeSettings(settings: Settings): string {
  const { themeMode, themeLayout, themeColor, themeStretch, themeDirection } = settings;
  return JSON.stringify({ themeMode, themeLayout, themeColor, themeStretch, themeDirection });
}

/** What <html> carries for a set of settings (the inline script and the drawer both use it). */
export function htmlAttributes(settings: Settings) {
  return {
    dark: settings.themeMode === 'dark',
    'data-theme-color': settings.themeColor,
    'data-layout': settings.themeLayout,
    'data-stretch': String(settings.themeStretch),
  } as const;
}

export function applySettingsToDocument(settings: Settings, root: HTMLElement) {
  const attributes = htmlAttributes(settings);
  root.classList.toggle('dark', attributes.dark);
  root.setAttribute('data-theme-color', attributes['data-theme-color']);
  root.setAttribute('data-layout', attributes['data-layout']);
  root.setAttribute('data-stretch', attributes['data-stretch']);
}

/**
 * The inline script for <head>: the same parsing and applying as above, as plain ES5 text
 * (it runs before any bundle). Built from the functions' own constants so they cannot drift;
 * tests/unit/settings.test.ts runs it against stored values.
 */
export function settingsBootScript(): string {
  return `(function(){try{var d=${JSON.stringify(DEFAULT_SETTINGS)},m=${JSON.stringify(THEME_MODES)},l=${JSON.stringify(THEME_LAYOUTS)},c=${JSON.stringify(THEME_COLORS)},s={};try{var r=localStorage.getItem(${JSON.stringify(SETTINGS_STORAGE_KEY)});var p=r?JSON.parse(r):null;if(p&&typeof p==='object'&&!Array.isArray(p))s=p;}catch(e){}var mode=m.indexOf(s.themeMode)>=0?s.themeMode:d.themeMode,layout=l.indexOf(s.themeLayout)>=0?s.themeLayout:d.themeLayout,color=c.indexOf(s.themeColor)>=0?s.themeColor:d.themeColor,stretch=typeof s.themeStretch==='boolean'?s.themeStretch:d.themeStretch,h=document.documentElement;if(mode==='dark')h.classList.add('dark');else h.classList.remove('dark');h.setAttribute('data-theme-color',color);h.setAttribute('data-layout',layout);h.setAttribute('data-stretch',String(stretch));}catch(e){}})();`;
}
