// graphql-codegen preset: one module per operation, graphql/generated/operations/<Name>.generated.ts,
// each holding that operation's constant (operation-constants-plugin.cjs with `only`). One module
// holding all of them reached every page whole: a bundler keeps or drops a module, and any page
// using one operation carried the 97 others' names and ids (docs/decisions/page-weight.md, "The
// staff shell's first-load JavaScript"). operations.generated.ts re-exports them, so callers'
// imports do not change.
const { printedOperations } = require('./printed-operations.cjs');

module.exports = {
  buildGeneratesSection(options) {
    return printedOperations(options.documents).map(({ name }) => ({
      filename: `${options.baseOutputDir}${name}.generated.ts`,
      plugins: options.plugins,
      pluginMap: options.pluginMap,
      schema: options.schema,
      schemaAst: options.schemaAst,
      documents: options.documents,
      config: { ...options.config, only: name },
      pluginContext: options.pluginContext,
      profiler: options.profiler,
      cache: options.cache,
      documentTransforms: options.documentTransforms,
    }));
  },
};
