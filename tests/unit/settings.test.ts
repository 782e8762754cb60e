import { DEFAULT_SETTINGS, htmlAttributes, parseSettings, serializeSettings, settingsBootScript, THEME_COLORS, type Settings } from '@/lib/client/settings';

/** Runs the inline <head> script against a stored value, in jsdom, like a reload would. */
function boot(stored: string | null) {
  localStorage.clear();
  if (stored !== null) localStorage.setItem('settings', stored);
  const html = document.documentElement;
  html.className = '';
  for (const name of ['data-theme-color', 'data-layout', 'data-stretch']) html.removeAttribute(name);
  new Function(settingsBootScript())();
  return {
    dark: html.classList.contains('dark'),
    color: html.getAttribute('data-theme-color'),
    layout: html.getAttribute('data-layout'),
    stretch: html.getAttribute('data-stretch'),
  };
}

describe('display settings', () => {
  it('default to light, the top navigation, the default colour and a bounded width', () => {
    expect(DEFAULT_SETTINGS).toEqual({ themeMode: 'light', themeLayout: 'newLayout', themeColor: 'default', themeStretch: false, themeDirection: 'ltr' });
    expect(THEME_COLORS).toEqual(['default', 'purple', 'cyan', 'blue', 'orange', 'red']);
  });

  it('read a stored value, and fall back field by field on anything invalid', () => {
    const stored: Settings = { themeMode: 'dark', themeLayout: 'oldLayout', themeColor: 'orange', themeStretch: true, themeDirection: 'ltr' };
    expect(parseSettings(serializeSettings(stored))).toEqual(stored);
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('{not json')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('[1,2]')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('"dark"')).toEqual(DEFAULT_SETTINGS);
    // The original client's shape (no layout, rtl direction) and unknown values.
    expect(parseSettings(JSON.stringify({ themeMode: 'dark', themeDirection: 'rtl', themeColor: 'pink', themeStretch: 'yes' }))).toEqual({
      ...DEFAULT_SETTINGS,
      themeMode: 'dark',
    });
  });

  it('serialise exactly the stored keys', () => {
    const extra = { ...DEFAULT_SETTINGS, somethingElse: 1 } as Settings;
    expect(JSON.parse(serializeSettings(extra))).toEqual(DEFAULT_SETTINGS);
  });

  it('map to the attributes of <html>', () => {
    expect(htmlAttributes({ ...DEFAULT_SETTINGS, themeMode: 'dark', themeColor: 'cyan', themeStretch: true })).toEqual({
      dark: true,
      'data-theme-color': 'cyan',
      'data-layout': 'newLayout',
      'data-stretch': 'true',
    });
  });

  it('are applied by the inline boot script exactly as parseSettings reads them', () => {
    const cases = [
      null,
      'garbage',
      serializeSettings({ themeMode: 'dark', themeLayout: 'oldLayout', themeColor: 'red', themeStretch: true, themeDirection: 'ltr' }),
      JSON.stringify({ themeMode: 'dim', themeLayout: 'oldLayout', themeColor: 'purple' }),
    ];
    for (const stored of cases) {
      const expected = htmlAttributes(parseSettings(stored));
      expect(boot(stored)).toEqual({ dark: expected.dark, color: expected['data-theme-color'], layout: expected['data-layout'], stretch: expected['data-stretch'] });
    }
  });

  it('boot script survives storage that throws', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    try {
      expect(boot(null)).toEqual({ dark: false, color: 'default', layout: 'newLayout', stretch: 'false' });
    } finally {
      getItem.mockRestore();
    }
  });
});
