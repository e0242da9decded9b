// ESLint rule `cible/no-spec-section`: comments and test titles cite the project's own rule book, never a section
// number of the specification ("app-shell" or "prospecting" then the section sign and a number), which lives outside
// the repository where a reader cannot follow it. Cite instead the rule-book entry of a core export (docs/rules.md:
// "core's `canRequestInquiry`"), a decision file (`docs/rules/access.md "Sender rules"`) or a feature doc
// (`docs/api.md "Quick search"`); where the section said something ("the spec's error catalogue text"), say it in words.
// The one place where spec sections stay is the `@rule <spec section> · <text>` tag of a core rule: the rule book
// (scripts/rules-book.mjs) prints it beside the export, its source and its test. A comment line holding `@rule` is
// therefore allowed; any other comment line, and the title of a `describe`/`it`/`test` (skip, only, each… included),
// may not hold the section sign. String data is not checked (the designed cells' reasons are printed in
// docs/rules/access.md, beside the spec sections of the other docs).

const SECTION = '§';
const TEST_FUNCTIONS = new Set(['describe', 'it', 'test', 'suite', 'bench']);

/** The test function a call's callee names: `it(…)`, `it.skip(…)`, `describe.each(…)(…)`; null otherwise. */
function testFunctionOf(callee) {
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression') return testFunctionOf(callee.object);
  if (callee.type === 'CallExpression') return testFunctionOf(callee.callee);
  return null;
}

/** The text of a literal title, or null when the title is not written out. */
function titleText(node) {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'TemplateLiteral') return node.quasis.map((quasi) => quasi.value.cooked ?? '').join('');
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noSpecSection = {
  meta: {
    type: 'problem',
    docs: { description: 'Comments and test titles cite docs/rules.md or the docs, not a section of the external spec.' },
    messages: {
      comment:
        'Cite the rule book (docs/rules.md: a core export), docs/rules/*.md or docs/*.md instead of a spec section; "§" stays only on @rule lines (found "{{line}}").',
      title: 'A test title names the rule, export or doc it checks, not a spec section (found "{{line}}").',
    },
    schema: [],
  },
  create(context) {
    const sourceCode = context.sourceCode;
    const shorten = (text) => {
      const line = text.trim();
      return line.length > 80 ? `${line.slice(0, 77)}…` : line;
    };
    return {
      Program() {
        for (const comment of sourceCode.getAllComments()) {
          comment.value.split('\n').forEach((line, index) => {
            if (!line.includes(SECTION) || /@rule\b/.test(line)) return;
            const lineNumber = comment.loc.start.line + index;
            const column = index === 0 ? comment.loc.start.column : 0;
            context.report({
              loc: { start: { line: lineNumber, column }, end: { line: lineNumber, column: column + line.length } },
              messageId: 'comment',
              data: { line: shorten(line.replace(/^\s*\*\s?/, '')) },
            });
          });
        }
      },
      CallExpression(node) {
        const name = testFunctionOf(node.callee);
        if (!name || !TEST_FUNCTIONS.has(name)) return;
        const title = titleText(node.arguments[0]);
        if (title !== null && title.includes(SECTION)) {
          context.report({ node: node.arguments[0], messageId: 'title', data: { line: shorten(title) } });
        }
      },
    };
  },
};
