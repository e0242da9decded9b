import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isTrackableLink, trackEmailHtml } from './tracked-email-links';

const urls = { clickUrl: (n: number) => `https://cible.test/v1/t/c/tok/${n}`, openPixelUrl: 'https://cible.test/v1/t/o/tok' };

describe('trackEmailHtml', () => {
  it('rewrites http(s) links in order, keeps mailto, tel, anchors and the unsubscribe link, adds the pixel before </body>', () => {
    const html = [
      '<html><body>',
      '<a href="https://atlas.fr/offre?a=1&amp;b=2" style="color:red">Offre</a>',
      '<a href="mailto:jeanne@atlas.fr">Écrire</a>',
      '<a href="tel:+33102030405">Appeler</a>',
      '<a href="#haut">Haut</a>',
      "<a class='x' href='http://atlas.fr/blog'>Blog</a>",
      '<a href="https://cible.test/unsubscribe?token=abc">Se désabonner</a>',
      '<a href="https://atlas.fr/offre?a=1&amp;b=2">Encore</a>',
      '</body></html>',
    ].join('');
    const tracked = trackEmailHtml(html, urls);
    expect(tracked.links).toEqual(['https://atlas.fr/offre?a=1&b=2', 'http://atlas.fr/blog', 'https://atlas.fr/offre?a=1&b=2']);
    expect(tracked.html).toContain('<a href="https://cible.test/v1/t/c/tok/0" style="color:red">Offre</a>');
    expect(tracked.html).toContain('<a class=\'x\' href="https://cible.test/v1/t/c/tok/1">Blog</a>');
    expect(tracked.html).toContain('<a href="https://cible.test/v1/t/c/tok/2">Encore</a>');
    expect(tracked.html).toContain('<a href="mailto:jeanne@atlas.fr">');
    expect(tracked.html).toContain('<a href="tel:+33102030405">');
    expect(tracked.html).toContain('<a href="#haut">');
    expect(tracked.html).toContain('<a href="https://cible.test/unsubscribe?token=abc">');
    expect(tracked.html).toMatch(/<img src="https:\/\/cible\.test\/v1\/t\/o\/tok" width="1" height="1"[^>]*\/><\/body><\/html>$/);
  });

  it('appends the pixel to a fragment without a body', () => {
    expect(trackEmailHtml('<p>Bonjour</p>', urls).html).toMatch(/^<p>Bonjour<\/p><img src=/);
  });

  it('keeps the order of links so that link n redirects to the n-th trackable URL (property)', () => {
    const link = fc.oneof(
      fc.webUrl().map((url) => ({ url, trackable: !/unsubscri|desinscri|desabonn|opt-?out/i.test(url) })),
      fc.emailAddress().map((address) => ({ url: `mailto:${address}`, trackable: false })),
      fc.stringMatching(/^[0-9]{6,10}$/).map((digits) => ({ url: `tel:+33${digits}`, trackable: false })),
      fc.stringMatching(/^[a-z]{1,8}$/).map((name) => ({ url: `#${name}`, trackable: false })),
    );
    fc.assert(
      fc.property(fc.array(link, { maxLength: 8 }), (list) => {
        const html = list.map(({ url }, index) => `<p>${index}</p><a href="${url.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">lien ${index}</a>`).join('');
        const tracked = trackEmailHtml(html, urls);
        expect(tracked.links).toEqual(list.filter((entry) => entry.trackable).map((entry) => entry.url));
        const hrefs = [...tracked.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
        let n = 0;
        list.forEach((entry, index) => {
          if (entry.trackable) expect(hrefs[index]).toBe(urls.clickUrl(n++));
          else expect(hrefs[index]).toBe(entry.url.replace(/&/g, '&amp;').replace(/"/g, '&quot;'));
        });
        // Nothing but hrefs changed, and exactly one pixel was added.
        expect(tracked.html.replace(/href="[^"]*"/g, '').replace(/<img [^>]*\/>$/, '')).toBe(html.replace(/href="[^"]*"/g, ''));
      }),
      // fc.webUrl is slow to generate: 40 mails of up to 8 links each are enough.
      { numRuns: 40 },
    );
  });
});

describe('isTrackableLink', () => {
  it.each([
    ['https://atlas.fr', true],
    ['http://atlas.fr/page', true],
    ['mailto:a@b.fr', false],
    ['tel:0102030405', false],
    ['#top', false],
    ['{{unsubscribe_link}}', false],
    ['https://cible.test/unsubscribe?t=1', false],
    ['https://atlas.fr/desinscription', false],
    ['https://app.cible.fr/v1/t/u/AbC123_-xyz', false],
    ['https://app.cible.fr/v1/t/m/AbC123_-xyz', true],
    ['javascript:alert(1)', false],
    ['', false],
  ])('%s → %s', (url, expected) => {
    expect(isTrackableLink(url)).toBe(expected);
  });
});
