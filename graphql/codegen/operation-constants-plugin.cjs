// graphql-codegen plugin, in place of typed-document-node: each operation becomes a small typed
// constant — its name, id (sha256 of its printed text, as in the trusted documents) and kind —
// instead of its whole AST. The browser sends only names and ids (/api/graphql, the realtime
// socket), so it needs neither the ASTs nor graphql-js to read them (docs/decisions/page-weight.md).
const { printedOperations } = require('./printed-operations.cjs');

const SUFFIX = { query: 'Query', mutation: 'Mutation', subscription: 'Subscription' };

module.exports = {
  plugin(_schema, documents) {
    const constants = printedOperations(documents).map(({ name, kind, hash }) => {
      const type = `${name}${SUFFIX[kind]}`;
      return `export const ${name}Document = { name: ${JSON.stringify(name)}, id: "sha256:${hash}", kind: ${JSON.stringify(kind)} } as TypedOperation<${type}, ${type}Variables>;`;
    });
    return { prepend: ["import type { TypedOperation } from '../operation';"], content: constants.join('\n') + '\n' };
  },
};
