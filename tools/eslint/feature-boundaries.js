import path from 'node:path';

/**
 * One-way imports in the web apps (CONVENTIONS.md): shared code → features → app. A feature may
 * not import another feature, shared code may not import features or the app, and features may
 * not import the app. Pages in app/ compose features.
 */
const SHARED = new Set([
  'components',
  'hooks',
  'lib',
  'config',
  'i18n',
  'testing',
  'types',
  'stores',
  'assets',
]);

function layerOf(file) {
  const match = /(?:^|\/)apps\/(?:web|admin)\/src\/([^/]+)(?:\/([^/]+))?/.exec(
    file.replaceAll('\\', '/'),
  );
  if (!match) return undefined;
  const [, top, second] = match;
  if (top === 'features') return { kind: 'feature', name: second };
  if (top === 'app') return { kind: 'app' };
  if (SHARED.has(top)) return { kind: 'shared' };
  return undefined;
}

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep web features from importing each other and keep imports one-way' },
    messages: {
      crossFeature:
        'Feature "{{from}}" may not import feature "{{to}}": compose them in app/ instead.',
      sharedToFeature: 'Shared code may not import from features/ or app/.',
      featureToApp: 'A feature may not import from app/.',
    },
    schema: [],
  },
  create(context) {
    const from = layerOf(context.filename);
    if (!from) return {};
    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = layerOf(path.resolve(path.dirname(context.filename), source));
      if (!to) return;
      if (from.kind === 'feature' && to.kind === 'feature' && to.name !== from.name) {
        context.report({ node, messageId: 'crossFeature', data: { from: from.name, to: to.name } });
      } else if (from.kind === 'shared' && (to.kind === 'feature' || to.kind === 'app')) {
        context.report({ node, messageId: 'sharedToFeature' });
      } else if (from.kind === 'feature' && to.kind === 'app') {
        context.report({ node, messageId: 'featureToApp' });
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { 'feature-boundaries': featureBoundaries } };
