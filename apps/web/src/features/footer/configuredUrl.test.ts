import { describe, expect, it } from 'vitest';
import { HELP_CENTRE_CONFIGURATION_NAMES, configuredUrl } from './configuredUrl';

describe('configuredUrl', () => {
  it('finds the help-centre URL whatever the case of its name', () => {
    expect(configuredUrl([{ name: 'desk_host', value: 'https://desk.example' }, { name: 'HELP_CENTER_URL', value: ' https://aide.cible.example/fr ' }], HELP_CENTRE_CONFIGURATION_NAMES)).toBe(
      'https://aide.cible.example/fr',
    );
  });

  it('is null without a configuration, or with a value that is not an http(s) URL', () => {
    expect(configuredUrl([], HELP_CENTRE_CONFIGURATION_NAMES)).toBeNull();
    expect(configuredUrl([{ name: 'help_center_url', value: 'javascript:alert(1)' }], HELP_CENTRE_CONFIGURATION_NAMES)).toBeNull();
    expect(configuredUrl([{ name: 'help_center_url', value: 'not a url' }], HELP_CENTRE_CONFIGURATION_NAMES)).toBeNull();
    expect(configuredUrl([{ name: 'help_center_url', value: 42 }], HELP_CENTRE_CONFIGURATION_NAMES)).toBeNull();
    expect(configuredUrl([{ name: 'help_center_url', value: null }], HELP_CENTRE_CONFIGURATION_NAMES)).toBeNull();
  });
});
