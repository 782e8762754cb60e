'use client';

import type { ReactNode } from 'react';
import { cn } from '@/components/ui/class-names';
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
        <div className="grid grid-cols-2 gap-3">
          {(
            [
              ['light', 'Sáng', <SunIcon key="sun" />],
              ['dark', 'Tối', <MoonIcon key="moon" />],
            ] as [ThemeMode, string, ReactNode][]
          ).map(([value, label, icon]) => (
            <label key={value} className={optionClassName}>
              <input
                type="radio"
                name={`${idPrefix}-mode`}
                value={value}
                checked={settings.themeMode === value}
                onChange={() => updateSettings({ themeMode: value })}
                className="sr-only"
              />
              {icon}
              {label}
            </label>
          ))}
        </div>
      </Fieldset>

      <Fieldset legend="Bố cục">
        <div className="grid grid-cols-2 gap-3">
          {(
            [
              ['newLayout', 'Menu trên cùng', <TopLayoutIcon key="top" />],
              ['oldLayout', 'Thanh bên', <SideLayoutIcon key="side" />],
            ] as [ThemeLayout, string, ReactNode][]
          ).map(([value, label, icon]) => (
            <label key={value} className={optionClassName}>
              <input
                type="radio"
                name={`${idPrefix}-layout`}
                value={value}
                checked={settings.themeLayout === value}
                onChange={() => updateSettings({ themeLayout: value })}
                className="sr-only"
              />
              {icon}
              {label}
            </label>
          ))}
        </div>
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

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="mb-3 text-xs font-bold uppercase tracking-wider text-muted">{legend}</legend>
      {children}
    </fieldset>
  );
}

const iconProps = { viewBox: '0 0 24 24', className: 'size-6', fill: 'none', stroke: 'currentColor', strokeWidth: 1.7, 'aria-hidden': true } as const;

function SunIcon() {
  return (
    <svg {...iconProps}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4" strokeLinecap="round" />
    </svg>
  );
}

function MoonIcon() {
  return (
    <svg {...iconProps}>
      <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z" strokeLinejoin="round" />
    </svg>
  );
}

function TopLayoutIcon() {
  return (
    <svg {...iconProps}>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M3 9h18" />
      <path d="M6 6.5h5" strokeLinecap="round" />
    </svg>
  );
}

function SideLayoutIcon() {
  return (
    <svg {...iconProps}>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M9 4v16" />
      <path d="M5 8h2M5 11h2" strokeLinecap="round" />
    </svg>
  );
}

function FullscreenIcon({ exit }: { exit: boolean }) {
  return (
    <svg {...iconProps} className="size-5">
      {exit ? (
        <path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" strokeLinecap="round" strokeLinejoin="round" />
      ) : (
        <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" strokeLinecap="round" strokeLinejoin="round" />
      )}
    </svg>
  );
}
