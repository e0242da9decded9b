import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { useLocale } from 'react-aria-components';
import { UiProvider } from './UiProvider';

function Locale() {
  return <output>{useLocale().locale}</output>;
}

describe('UiProvider', () => {
  it('gives react-aria the French locale of i18next', () => {
    const { container } = render(
      <UiProvider>
        <Locale />
      </UiProvider>,
    );
    expect(container.querySelector('output')).toHaveTextContent('fr-FR');
  });
});
