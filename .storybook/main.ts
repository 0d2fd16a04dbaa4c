import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

// Mirrors LIBRARY_BUILD_PLUGINS in vite.config.ts: Storybook merges that config, and the declaration
// plugin would otherwise write .d.ts files into storybook-static.
// vite-plugin-dts 5 is unplugin-dts underneath and registers two plugins under these names.
const LIBRARY_BUILD_PLUGINS = new Set([
  'unplugin-dts',
  'UnpluginDtsRemoveAssets',
  'react-acp-plans:emit-stylesheet',
  'react-acp-plans:use-client',
]);

function withoutLibraryPlugins(plugins: PluginOption[] | undefined): PluginOption[] {
  return (plugins ?? []).flat(Infinity as 1).filter((plugin) => {
    const name = plugin && typeof plugin === 'object' && 'name' in plugin ? plugin.name : undefined;
    return !(name && LIBRARY_BUILD_PLUGINS.has(name));
  }) as PluginOption[];
}

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  typescript: { reactDocgen: 'react-docgen' },
  core: { disableTelemetry: true },
  viteFinal: async (viteConfig) => ({ ...viteConfig, plugins: withoutLibraryPlugins(viteConfig.plugins) }),
};

export default config;
