// Shared by the codegen plugins of graphql/codegen: every named operation of the documents, as
// the text the provider runs (the operation, then the fragments it uses, sorted) and that text's
// sha256 — the id /api/graphql and the realtime socket know it by.
const { createHash } = require('node:crypto');
const { print, visit, Kind } = require('graphql');

function printedOperations(documents) {
  const operations = new Map();
  const fragments = new Map();
  for (const { document } of documents) {
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
      if (definition.kind === Kind.OPERATION_DEFINITION) {
        if (!definition.name) throw new Error('Every app operation needs a name (trusted documents are keyed by it).');
        const name = definition.name.value;
        if (operations.has(name)) throw new Error(`Operation name used twice: ${name}`);
        operations.set(name, definition);
      }
    }
  }
  const usedFragments = (node, seen = new Set()) => {
    visit(node, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        if (seen.has(name)) return;
        seen.add(name);
        usedFragments(fragments.get(name), seen);
      },
    });
    return seen;
  };
  return [...operations.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, definition]) => {
      const parts = [definition, ...[...usedFragments(definition)].sort().map((f) => fragments.get(f))];
      const text = parts.map((part) => print(part)).join('\n\n');
      return { name, kind: definition.operation, text, hash: createHash('sha256').update(text).digest('hex') };
    });
}

module.exports = { printedOperations };
