// graphql-codegen plugin, in place of typed-document-node: each operation becomes a small typed
// constant — its name, id (sha256 of its printed text, as in the trusted documents) and kind —
// instead of its whole AST. The browser sends only names and ids (/api/graphql, the realtime
// socket), so it needs neither the ASTs nor graphql-js to read them (docs/decisions/page-weight.md).
//
// With `only: Name` (operation-files-preset.cjs) it writes that one constant, in its own module
// graphql/generated/operations/Name.generated.ts; without, it writes the re-exports of every one
// (operations.generated.ts), so a page's bundle holds only the constants it imports.
const { printedOperations } = require('./printed-operations.cjs');

const SUFFIX = { query: 'Query', mutation: 'Mutation', subscription: 'Subscription' };

module.exports = {
  plugin(_schema, documents, config) {
    const operations = printedOperations(documents);
    if (config.only) {
      const operation = operations.find(({ name }) => name === config.only);
      if (!operation) throw new Error(`No operation named ${config.only}`);
      const { name, kind, hash } = operation;
      const type = `${name}${SUFFIX[kind]}`;
      return [
        "import type { TypedOperation } from '../../operation';",
        `import type { ${type}, ${type}Variables } from '../operations.generated';`,
        '',
        `export const ${name}Document = { name: ${JSON.stringify(name)}, id: "sha256:${hash}", kind: ${JSON.stringify(kind)} } as TypedOperation<${type}, ${type}Variables>;`,
        '',
      ].join('\n');
    }
    return operations.map(({ name }) => `export { ${name}Document } from './operations/${name}.generated';`).join('\n') + '\n';
  },
};
