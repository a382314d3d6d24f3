// Text people read on a screen goes through the language catalogues (docs/decisions/046): a
// JSX text, or a string in an attribute people read (title, aria-label, placeholder, label...),
// written in the code is reported. Names that read the same in every language (PayPal,
// Telegram) are allowed through the rule's `allow` option.

const WORDS = /\p{L}{2,}/u;
const READ_ATTRIBUTES = new Set([
  'alt',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'title',
  'placeholder',
  'label',
  'description',
  'error',
  'message',
  'confirmLabel',
  'cancelLabel',
  'emptyText',
  'caption',
  'tooltip',
  'loadingLabel',
  'nothingFoundMessage',
]);

/** @type {import('eslint').Rule.RuleModule} */
export const noLiteralText = {
  meta: {
    type: 'problem',
    docs: { description: 'Screens read their texts from the language catalogues (t(...) or tm(...)), not from literals.' },
    schema: [{ type: 'object', properties: { allow: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
    messages: { literal: 'Text people read comes from the language catalogue (t(...), ADR 046): "{{text}}".' },
  },
  create(context) {
    const allowed = new Set(context.options[0]?.allow ?? []);
    const readable = (text) => {
      const trimmed = text.replace(/\s+/g, ' ').trim();
      return WORDS.test(trimmed) && !allowed.has(trimmed) ? trimmed : null;
    };
    const report = (node, text) => context.report({ node, messageId: 'literal', data: { text: text.slice(0, 60) } });
    const checkExpression = (node) => {
      if (!node) return;
      if (node.type === 'Literal' && typeof node.value === 'string') {
        const text = readable(node.value);
        if (text) report(node, text);
      } else if (node.type === 'TemplateLiteral') {
        const text = readable(node.quasis.map((quasi) => quasi.value.cooked ?? '').join(' '));
        if (text) report(node, text);
      } else if (node.type === 'ConditionalExpression') {
        checkExpression(node.consequent);
        checkExpression(node.alternate);
      } else if (node.type === 'LogicalExpression') {
        checkExpression(node.right);
      }
    };
    return {
      JSXText(node) {
        const text = readable(node.value);
        if (text) report(node, text);
      },
      JSXExpressionContainer(node) {
        if (node.parent?.type === 'JSXAttribute') return;
        checkExpression(node.expression);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : null;
        if (!name || !READ_ATTRIBUTES.has(name)) return;
        if (node.value?.type === 'Literal') checkExpression(node.value);
        else if (node.value?.type === 'JSXExpressionContainer') checkExpression(node.value.expression);
      },
    };
  },
};
