import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { looksLikeText, noTextLiteral } from './no-text-literal.mjs';

describe('cible/no-text-literal', () => {
  it('tells sentences and labels from codes', () => {
    for (const text of [
      'Accès manager',
      'Mes listes',
      "Votre licence ne vous permet pas d'accéder à ce contenu.",
      'Vous avez déjà {{count}} demandes en cours.',
      'See all notifications',
      'Manager access',
      'a reçu votre email',
      'opened your email',
      '« {{name}} »',
      'Log in with login and password.',
    ]) {
      expect(looksLikeText(text), text).toBe(true);
    }
    for (const code of ['sales_pme', '/my-prospecting/dashboard', 'dd/LL/yyyy', 'HH:mm', 'BEGIN', 'Europe/Paris', 'header.prospecting.manager', 'notification.alert.result', '{{code}} - {{name}}', 'PAGE_HOME', 'text/plain; charset=utf-8', 'IDCC {{code}}', '#{{id}}', 'application/octet-stream', '']) {
      expect(looksLikeText(code), code).toBe(false);
    }
  });

  it('reports texts in code, not developers\' texts', () => {
    const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
    tester.run('no-text-literal', noTextLiteral, {
      valid: [
        "const key = 'navigation.header.home';",
        "throw new Error(`Unknown route ${name}`);",
        "const schema = z.number().describe('The number of open inquiries of the caller.');",
        "const endpoint = { summary: 'Log in with login and password; answers a jwt.' };",
        "export const SOCKET_NOT_CONNECTED_WARNING = 'WebSocket not connected !';",
        "import { x } from './some module';",
        "const format = 'dd/LL/yyyy';",
      ],
      invalid: [
        { code: "const label = 'Accès manager';", errors: [{ messageId: 'text' }] },
        { code: "const label = { label: 'Manager access' };", errors: [{ messageId: 'text' }] },
        { code: 'const sentence = `Nouveau lead : ${subject}.`;', errors: [{ messageId: 'text' }] },
        { code: "const tooltip = (count: number) => `Vous avez déjà ${count} demandes en cours.`;", errors: [{ messageId: 'text' }] },
      ],
    });
  });
});
