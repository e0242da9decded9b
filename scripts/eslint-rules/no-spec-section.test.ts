import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { noSpecSection } from './no-spec-section.mjs';

describe('cible/no-spec-section', () => {
  it('refuses a spec section in comments and test titles, except on @rule lines', () => {
    const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
    tester.run('no-spec-section', noSpecSection, {
      valid: [
        '/**\n * The sender rules (docs/rules/access.md "Sender rules").\n * @rule prospecting §6 · senders are active users of an eligible licence\n */\nexport const x = 1;',
        "// core's canRequestInquiry (docs/rules.md)\nconst y = 2;",
        "it('asks the quota (core’s isInquiryQuotaReached)', () => {});",
        "const fixture = '@rule app-shell §1 · a rule';",
        "const reason = { reason: 'printed in docs/rules/access.md (app-shell §2.8)' };",
        "expect(text).toContain('§');",
      ],
      invalid: [
        { code: '// the calls of app-shell §7\nconst a = 1;', errors: [{ messageId: 'comment', line: 1 }] },
        {
          code: '/**\n * Sequence (prospecting §3): settings.\n * @rule prospecting §4 · next step\n */\nexport const b = 1;',
          errors: [{ messageId: 'comment', line: 2 }],
        },
        { code: '/** Quick search (app-shell §2.7, §5). */\nconst c = 1;', errors: [{ messageId: 'comment', line: 1 }] },
        { code: "it('has the paths of app-shell §7', () => {});", errors: [{ messageId: 'title' }] },
        { code: "describe.skip('the bell (app-shell §4)', () => {});", errors: [{ messageId: 'title' }] },
        { code: "it.each([1])('case %s of prospecting §5', () => {});", errors: [{ messageId: 'title' }] },
        { code: 'test(`the spec §8 texts`, () => {});', errors: [{ messageId: 'title' }] },
      ],
    });
  });
});
