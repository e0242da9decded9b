// ESLint rule `cible/no-text-literal`: no literal French or English sentence in core (packages/core/src, outside
// tests): user-facing texts live in core's i18n files (packages/core/src/i18n/{fr,en}.json) and core hands out their
// keys and params (i18n/text.ts). A string or template literal is reported when, its `{{placeholders}}` and `${…}`
// left out, it reads as text for a person:
//   - it holds a French letter or typography (accented letters, œ, ’, « »), or
//   - it holds two words and reads as a sentence: it starts with a capital followed by a small letter, or ends with
//     punctuation (. ! ? … :), or holds three words or more in small letters.
// Codes, identifiers, paths, formats, SQL-like upper-case words and single words pass ('sales_pme', '/my-lists',
// 'dd/LL/yyyy', 'HH:mm', 'BEGIN', 'Europe/Paris'). Developers' texts pass too, which no user reads: the message of
// `new …Error(…)`, of zod's `.describe(…)`, `.regex(…, message)` and `.refine(…, { message })`, the values of the
// documentation properties `summary`, `description`, `reason` and `message` (OpenAPI summaries, the permission
// subjects' and designed cells' explanations, validation messages of the API), and a constant named `…_WARNING` or
// `…_LOG` (a line for the logs).

const FRENCH = /[À-ÖØ-öø-ÿŒœ’«»]/;
const WORD = /[A-Za-z]{2,}/g;

/** The text a person would read: placeholders and interpolations left out. */
function readable(raw) {
  return raw.replace(/{{\s*\w+\s*}}/g, ' ').replace(/\s+/g, ' ').trim();
}

/** Whether a literal's text reads as a sentence or a label for a person. */
export function looksLikeText(raw) {
  const value = readable(raw);
  if (value === '') return false;
  if (FRENCH.test(value)) return true;
  const words = value.match(WORD) ?? [];
  if (words.length < 2 || !/[A-Za-z]{2,}[\s,;]+[A-Za-z]{2,}/.test(value)) return false;
  if (/^[A-Z][a-z]/.test(value) || /[.!?…:]$/.test(value)) return true;
  return words.filter((word) => /^[a-z]+$/.test(word)).length >= 3 && !/[_/\\=<>(){}[\]$#@|]/.test(value);
}

const DEVELOPER_CALLS = new Set(['describe', 'regex', 'refine', 'superRefine']);
const DEVELOPER_PROPERTIES = new Set(['summary', 'description', 'reason', 'message']);
const LOG_CONSTANT = /_(WARNING|LOG)$/;

function isDeveloperText(node) {
  const { parent } = node;
  if (parent?.type === 'Property' && parent.value === node && parent.key.type === 'Identifier' && DEVELOPER_PROPERTIES.has(parent.key.name)) return true;
  if (parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier' && LOG_CONSTANT.test(parent.id.name)) return true;
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'NewExpression' && parent.callee.type === 'Identifier' && /Error$/.test(parent.callee.name)) return true;
    if (parent.type === 'CallExpression' && parent.callee.type === 'MemberExpression' && DEVELOPER_CALLS.has(parent.callee.property.name)) return true;
    if (parent.type === 'ImportDeclaration' || parent.type === 'ExportNamedDeclaration' || parent.type === 'ExportAllDeclaration') return parent.source === node;
    if (parent.type.endsWith('Statement') || parent.type.endsWith('Declaration')) return false;
  }
  return false;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noTextLiteral = {
  meta: {
    type: 'problem',
    docs: { description: 'User-facing texts live in core\'s i18n files; core hands out keys and params (text()).' },
    messages: {
      text: 'User-facing text in core: put it in packages/core/src/i18n/{fr,en}.json and return text(key, params) (found "{{value}}").',
    },
    schema: [],
  },
  create(context) {
    const check = (node, raw) => {
      if (!looksLikeText(raw) || isDeveloperText(node)) return;
      context.report({ node, messageId: 'text', data: { value: raw.length > 60 ? `${raw.slice(0, 57)}…` : raw } });
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateLiteral(node) {
        check(node, node.quasis.map((quasi) => quasi.value.cooked ?? '').join(' '));
      },
    };
  },
};

