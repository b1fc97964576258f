import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { SHARE_STRATEGY, sharedDependencies } from '@portal/shared-contracts/mf';

export interface AppBuildOptions {
  /** The app's folder. */
  root: string;
  /** Module Federation container name. */
  name: string;
  kind: 'host' | 'remote';
  title: string;
  /** Where the dev server proxies /api (the running portal). */
  apiTarget?: string;
}

/**
 * Shared tree-shaking trims antd for first paint only. In development builds it marks helpers of
 * the federation runtime as unused while calls to them stay in the bundle, so no page starts.
 */
function sharedFor(opts: AppBuildOptions, mode: 'production' | 'development') {
  const shared = sharedDependencies(opts.kind === 'remote' ? declaredSdkRange(opts.root) : undefined);
  if (mode === 'production') return shared;
  return Object.fromEntries(Object.entries(shared).map(([name, { treeShaking: _dropped, ...entry }]) => [name, entry]));
}

/** The shell SDK versions a remote declares it works with: its dependency range on shared-contracts. */
function declaredSdkRange(root: string): string {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  const range = manifest.dependencies?.['@portal/shared-contracts'];
  if (!range) throw new Error(`${root}/package.json must declare the @portal/shared-contracts range it was built for`);
  return range;
}

/**
 * The one rspack configuration every app builds with, so host and remotes agree
 * on sharing, output naming and TypeScript handling.
 */
export function createAppConfig(opts: AppBuildOptions, mode: 'production' | 'development'): Configuration {
  const isHost = opts.kind === 'host';
  const outDir = path.join(opts.root, 'dist');
  return {
    mode,
    context: opts.root,
    entry: { main: './src/index.ts' },
    devtool: mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: outDir,
      // Remote assets resolve against wherever their manifest was loaded from.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: opts.name,
      filename: mode === 'production' ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: mode === 'production' ? '[name].[contenthash:10].js' : '[name].js',
      // A tree-shaken share comes with a full build of the package, which the federation runtime
      // loads for a consumer that does not ask for the tree-shaken one (a development build, say).
      // It is written to independent-packages/ before this build emits; a plain clean deleted it
      // while the manifest and the runtime still named it, so that consumer got a 404.
      clean: { keep: (file) => path.relative(outDir, path.resolve(outDir, file)).split(path.sep)[0] === 'independent-packages' },
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              // Without a target swc compiled down to ES5 (async functions as state machines, spread
              // helpers); the dependencies already ship modern syntax, as tsconfig.base.json targets.
              target: 'es2022',
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: mode === 'development' } },
            },
          },
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [
      // The page is only ever served from the root (the host, or a remote standalone); with the
      // remote's publicPath 'auto' its script tags were relative and deep links loaded index.html.
      new rspack.HtmlRspackPlugin({ template: path.join(opts.root, 'index.html'), title: opts.title, publicPath: '/' }),
      new ModuleFederationPlugin({
        name: opts.name,
        filename: 'remoteEntry.js',
        ...(isHost ? { remotes: {} } : { exposes: { './App': './src/App.tsx' } }),
        shared: sharedFor(opts, mode),
        shareStrategy: SHARE_STRATEGY,
        manifest: true,
        dts: false,
        ...(isHost ? { runtimePlugins: [path.join(opts.root, 'src/remotes/retry-plugin.ts')] } : {}),
      }),
    ],
    optimization: { minimize: mode === 'production' },
    performance: { hints: false },
    devServer: {
      historyApiFallback: true,
      proxy: [{ context: ['/api', '/remotes.json', '/apps'], target: opts.apiTarget ?? 'http://localhost:8080' }],
    },
  };
}

export async function loadAppOptions(root: string): Promise<AppBuildOptions> {
  const mod = (await import(path.join(root, 'app.build.ts'))) as { default: Omit<AppBuildOptions, 'root'> };
  return { ...mod.default, root };
}
