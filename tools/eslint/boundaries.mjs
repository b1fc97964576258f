import path from 'node:path';

/**
 * The portal's import boundaries, as one local ESLint rule. Arrows go one way:
 *  - a remote (mfe-*) never imports the host or another remote, by package name or by a path;
 *  - inside a remote, a feature (src/features/<f>/) never imports another feature, and the shared
 *    layers (src/api/, src/components/) never import a feature;
 *  - a service never imports another service (services/<s>/), only the kit and the contracts;
 *    services/platform composes them and is the one exception, and services' tests may use its harness.
 * Written here rather than taken from a plugin because each check needs the importing file's
 * own app or feature, which path patterns alone cannot say, and a plugin would need a TypeScript
 * import resolver on top.
 */

/** Where a file sits: its package ('mfe-eco', 'host-shell', 'services/eco', ...) and, in a remote, its layer. */
export function placeOf(file) {
  const normal = file.split(path.sep).join('/');
  const match = /(?:^|\/)(mfe-[^/]+|host-shell|shared-contracts|services\/[^/]+)\/(.*)$/.exec(normal);
  if (!match) return null;
  const [, pkg, rest] = match;
  const feature = /^src\/features\/([^/]+)\//.exec(rest);
  const layer = feature ? 'feature' : (/^src\/(api|components)\//.exec(rest)?.[1] ?? null);
  return { pkg, layer, feature: feature?.[1] ?? null, inSrc: rest.startsWith('src/') };
}

const packageNames = [
  [/^@portal\/host-shell(\/|$)/, 'host-shell'],
  [/^@portal\/(mfe-[^/]+)(\/|$)/, (m) => m[1]],
  [/^@portal\/service-(?!kit(\/|$))([^/]+)(\/|$)/, (m) => `services/${m[2]}`],
  [/^@portal\/(platform|notification-worker)(\/|$)/, (m) => `services/${m[1]}`],
];

function targetOf(specifier, file) {
  if (specifier.startsWith('.')) {
    const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file.split(path.sep).join('/')), specifier));
    return placeOf(`${resolved}${resolved.endsWith('/') ? '' : '/'}`) ?? placeOf(resolved);
  }
  for (const [pattern, name] of packageNames) {
    const m = pattern.exec(specifier);
    if (m) return { pkg: typeof name === 'string' ? name : name(m), layer: null, feature: null, byName: true };
  }
  return null;
}

/** The notification worker is the notifications service's second process: one owner, one schema. */
const ownerOf = (pkg) => (pkg === 'services/notification-worker' ? 'services/notifications' : pkg);

function violation(from, to) {
  if (!from || !to) return null;
  const fromRemote = from.pkg.startsWith('mfe-');
  if (fromRemote && to.pkg !== from.pkg && (to.pkg === 'host-shell' || to.pkg.startsWith('mfe-')))
    return `A remote never imports ${to.pkg === 'host-shell' ? 'the host' : 'another remote'} (${to.pkg}): go through the shell SDK.`;
  // A service's tests may start the whole portal through the platform harness; its code may not.
  const fromService = from.pkg.startsWith('services/') && from.pkg !== 'services/platform' && from.inSrc;
  if (fromService && ownerOf(to.pkg) !== ownerOf(from.pkg) && to.pkg.startsWith('services/') && to.pkg !== 'services/kit')
    return `A service never imports another service (${to.pkg}): read its published views or call its API.`;
  if (to.pkg !== from.pkg) return null;
  if (from.layer === 'feature' && to.layer === 'feature' && to.feature !== from.feature)
    return `A feature never imports another feature (${from.feature} → ${to.feature}): move what both need to src/api or src/components.`;
  if ((from.layer === 'api' || from.layer === 'components') && to.layer === 'feature')
    return `src/${from.layer} is shared by the features and never imports one (${to.feature}).`;
  return null;
}

const boundaries = {
  meta: { type: 'problem', docs: { description: "The portal's import boundaries (ARCHITECTURE.md)" }, schema: [] },
  create(context) {
    const from = placeOf(context.filename);
    if (!from) return {};
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const message = violation(from, targetOf(source, context.filename));
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { boundaries } };
