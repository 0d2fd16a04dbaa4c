import { useEffect, useState } from 'react';

type Theme = 'light' | 'dark';

/** The OS colour scheme at start (the plans' theme follows it until the button is pressed). */
function systemTheme(): Theme {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/**
 * Switches the page between light and dark: `data-theme` on <html>, which react-acp-plans' theme tokens (and the
 * IDE chrome, drawn with them) read from any ancestor.
 */
export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>(systemTheme);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  return (
    <button type="button" className="ide-button" aria-pressed={theme === 'dark'} onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}>
      Dark theme
    </button>
  );
}
