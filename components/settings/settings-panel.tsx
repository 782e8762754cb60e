'use client';

import type { ReactNode } from 'react';
import { cn } from '@/components/ui/class-names';
import { LineIcon, type IconShape } from '@/components/ui/line-icon';
import { THEME_COLOR_LABEL, THEME_COLOR_SWATCH, THEME_COLORS, type ThemeLayout, type ThemeMode } from '@/lib/client/settings';
import { useFullscreen } from './use-fullscreen';
import { resetSettings, updateSettings, useSettings } from './use-settings';

// The display settings (docs/decisions/display-settings.md), shown in the header's drawer and inline on
// /tuy-chon-giao-dien-danh-muc. Native radios and a checkbox: keyboard and screen readers
// work without extra code; changes apply at once and are remembered in this browser.

const optionClassName =
  'flex cursor-pointer flex-col items-center gap-2 rounded-xl border border-border p-3 text-sm font-medium text-muted transition-colors ' +
  'hover:border-primary/50 has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:checked]:text-primary ' +
  'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary';

export function SettingsPanel({ idPrefix }: { idPrefix: string }) {
  const settings = useSettings();
  const fullscreen = useFullscreen();

  return (
    <div className="flex flex-col gap-6">
      <Fieldset legend="Chế độ">
        <IconChoices name={`${idPrefix}-mode`} options={MODES} value={settings.themeMode} onChange={(themeMode) => updateSettings({ themeMode })} />
      </Fieldset>

      <Fieldset legend="Bố cục">
        <IconChoices name={`${idPrefix}-layout`} options={LAYOUTS} value={settings.themeLayout} onChange={(themeLayout) => updateSettings({ themeLayout })} />
        <p className="mt-2 text-xs text-muted">Thanh bên chỉ hiện trên màn hình rộng; điện thoại luôn dùng menu trượt.</p>
      </Fieldset>

      <Fieldset legend="Màu chủ đạo">
        <div className="grid grid-cols-3 gap-3">
          {THEME_COLORS.map((color) => (
            <label key={color} className={cn(optionClassName, 'py-2.5')}>
              <input
                type="radio"
                name={`${idPrefix}-color`}
                value={color}
                checked={settings.themeColor === color}
                onChange={() => updateSettings({ themeColor: color })}
                className="sr-only"
              />
              <span aria-hidden="true" className="size-6 rounded-full ring-2 ring-surface shadow" style={{ backgroundColor: THEME_COLOR_SWATCH[color] }} />
              <span className="text-xs">{THEME_COLOR_LABEL[color]}</span>
            </label>
          ))}
        </div>
      </Fieldset>

      <Fieldset legend="Hiển thị">
        <div className="flex flex-col gap-3">
          <label className="flex cursor-pointer items-center justify-between gap-4 rounded-xl border border-border p-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary">
            <span>
              <span className="block text-sm font-medium text-foreground">Giãn rộng nội dung</span>
              <span className="block text-xs text-muted">Nội dung dùng hết chiều rộng màn hình</span>
            </span>
            <input
              type="checkbox"
              role="switch"
              aria-label="Giãn rộng nội dung"
              checked={settings.themeStretch}
              onChange={(event) => updateSettings({ themeStretch: event.target.checked })}
              className="peer sr-only"
            />
            <span
              aria-hidden="true"
              className="relative h-6 w-11 shrink-0 rounded-full bg-border transition-colors after:absolute after:left-0.5 after:top-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:bg-primary peer-checked:after:translate-x-5"
            />
          </label>
          <button
            type="button"
            onClick={() => void fullscreen.toggle()}
            disabled={!fullscreen.supported}
            aria-pressed={fullscreen.active}
            className="flex items-center justify-center gap-2 rounded-xl border border-border p-3 text-sm font-medium text-foreground hover:border-primary/50 hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary disabled:opacity-60"
          >
            <FullscreenIcon exit={fullscreen.active} />
            {fullscreen.active ? 'Thoát toàn màn hình' : 'Toàn màn hình'}
          </button>
        </div>
      </Fieldset>

      <button
        type="button"
        onClick={resetSettings}
        className="self-start rounded-lg px-2 py-1.5 text-sm font-medium text-muted underline-offset-4 hover:text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
      >
        Khôi phục mặc định
      </button>
    </div>
  );
}

// The panel's line icons (components/ui/line-icon.tsx).
const SUN: readonly IconShape[] = [{ circle: [12, 12, 4] }, 'M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4'];
const MOON: readonly IconShape[] = ['M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z'];
const TOP_LAYOUT: readonly IconShape[] = [{ rect: [3, 4, 18, 16, 2] }, 'M3 9h18', 'M6 6.5h5'];
const SIDE_LAYOUT: readonly IconShape[] = [{ rect: [3, 4, 18, 16, 2] }, 'M9 4v16', 'M5 8h2M5 11h2'];
const FULLSCREEN_ENTER = 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5';
const FULLSCREEN_EXIT = 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5';

function FullscreenIcon({ exit }: { exit: boolean }) {
  return <LineIcon shapes={[exit ? FULLSCREEN_EXIT : FULLSCREEN_ENTER]} strokeWidth="1.7" className="size-5" />;
}

type IconChoice<V extends string> = readonly [value: V, label: string, icon: ReactNode];

const choiceIcon = (shapes: readonly IconShape[]) => <LineIcon shapes={shapes} strokeWidth="1.7" className="size-6" />;

const MODES: readonly IconChoice<ThemeMode>[] = [
  ['light', 'Sáng', choiceIcon(SUN)],
  ['dark', 'Tối', choiceIcon(MOON)],
];

const LAYOUTS: readonly IconChoice<ThemeLayout>[] = [
  ['newLayout', 'Menu trên cùng', choiceIcon(TOP_LAYOUT)],
  ['oldLayout', 'Thanh bên', choiceIcon(SIDE_LAYOUT)],
];

/** Two or more choices side by side, each an icon and its label over a native radio. */
function IconChoices<V extends string>({ name, options, value, onChange }: { name: string; options: readonly IconChoice<V>[]; value: V; onChange: (value: V) => void }) {
  return (
    <div className="grid grid-cols-2 gap-3">
      {options.map(([option, label, icon]) => (
        <label key={option} className={optionClassName}>
          <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} className="sr-only" />
          {icon}
          {label}
        </label>
      ))}
    </div>
  );
}

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="mb-3 text-xs font-bold uppercase tracking-wider text-muted">{legend}</legend>
      {children}
    </fieldset>
  );
}
