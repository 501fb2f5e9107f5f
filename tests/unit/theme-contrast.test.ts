// Issue #18 "Fast and legible on a phone": every text colour the theme sets is legible (WCAG 2.2 AA,
// 4.5:1 for normal text) on the backgrounds it is drawn on, in both colour schemes, and each sport
// badge's text on its colour. The badges are small text, so 4.5:1 holds for them too.
import { describe, expect, it } from 'vitest';
import { schemeColours } from '#src/app/theme.ts';
import { americanFootballBadge, basketballBadge, footballBadge } from '#src/app/shell/header-sports.ts';
import { sportsSeed } from '#server/db/reference-data.ts';
import { contrastRatio } from '../test-utils/contrast.ts';

const aa = 4.5;

describe('contrastRatio', () => {
  it('computes the WCAG figures', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // Mantine's dimmed grey, the defect the issue reports.
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
    expect(contrastRatio('#868e96', '#eceff1')).toBeCloseTo(2.88, 2);
  });
});

describe.each(['light', 'dark'] as const)('the %s scheme', (scheme) => {
  const colours = schemeColours[scheme];
  it.each([
    ['text', 'page'],
    ['text', 'surface'],
    ['dimmed', 'page'],
    ['dimmed', 'surface'],
  ] as const)('%s on the %s is at least 4.5:1', (text, background) => {
    expect(contrastRatio(colours[text], colours[background])).toBeGreaterThanOrEqual(aa);
  });
});

describe('sport badges', () => {
  it.each(
    [footballBadge, basketballBadge, americanFootballBadge].map((badge) => [badge.name, badge] as const),
  )("the header's %s badge text is at least 4.5:1 on its colour", (_name, badge) => {
    expect(contrastRatio(badge.textColor, badge.colour)).toBeGreaterThanOrEqual(aa);
  });

  it.each(sportsSeed.map((sport) => [sport.name, sport] as const))(
    'the seeded %s text is at least 4.5:1 on its colour',
    (_name, sport) => {
      expect(contrastRatio(sport.textColor, sport.colour)).toBeGreaterThanOrEqual(aa);
    },
  );

  it('the header badges match the seeded sports', () => {
    for (const badge of [footballBadge, basketballBadge, americanFootballBadge]) {
      const seeded = sportsSeed.find((sport) => sport.id === badge.id);
      expect({ colour: badge.colour, textColor: badge.textColor }).toEqual({
        colour: seeded?.colour,
        textColor: seeded?.textColor,
      });
    }
  });
});
