/**
 * The one Module Federation sharing configuration every app (host and remotes)
 * builds with. Singletons carry state or React context and must exist once.
 * formik, yup, ky and the contracts themselves are not shared: they hold no
 * cross-app state and each app bundles what it uses. Neither is @ant-design/icons:
 * shared, it is one module of every icon (about 190 KB gzip, loaded before the
 * sign-in page paints); unshared, each app bundles the few icons it imports, and
 * the icons antd draws itself come inside the shared antd.
 */
import antdUsedExports from './antd-used-exports.json' with { type: 'json' };
import { SHELL_SDK_SHARE, SHELL_SDK_VERSION } from './compat';

const versions = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-router': '7.18.5',
  '@tanstack/react-query': '5.108.0',
  '@tanstack/query-core': '5.108.0',
  zustand: '5.1.0',
  antd: '6.6.8',
} as const;

interface SharedEntry {
  singleton: boolean;
  requiredVersion: string;
  version?: string;
  import?: string;
  treeShaking?: { mode: 'runtime-infer' | 'server-calc'; usedExports?: string[] };
}

function singleton(name: keyof typeof versions): SharedEntry {
  return { singleton: true, requiredVersion: versions[name] };
}

/**
 * `sdkRange`: the shell SDK versions the app accepts (a remote's dependency range on
 * shared-contracts); the host accepts its own version's major.
 */
export function sharedDependencies(sdkRange = `^${SHELL_SDK_VERSION}`): Record<string, SharedEntry> {
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    'react-router': singleton('react-router'),
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    '@tanstack/query-core': singleton('@tanstack/query-core'),
    zustand: singleton('zustand'),
    'zustand/': singleton('zustand'),
    // Shared whole, antd costs about 445 KB gzip before first paint. The generated list of
    // the exports any app uses lets the share be tree-shaken (tools/antd-exports keeps it true):
    // about 200 KB with the 21 names of today, each one costing every app's first paint.
    antd: { ...singleton('antd'), treeShaking: { mode: 'runtime-infer', usedExports: antdUsedExports } },
    [SHELL_SDK_SHARE]: { singleton: true, requiredVersion: sdkRange, version: SHELL_SDK_VERSION },
  };
}

export const SHARE_STRATEGY = 'loaded-first' as const;
