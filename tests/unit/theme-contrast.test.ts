// Issue #18 "Fast and legible on a phone": every text colour the theme sets is legible (WCAG 2.2 AA,
// 4.5:1 for normal text) on the backgrounds it is drawn on, in both colour schemes, and each sport
// badge's text on its colour. The badges are small text, so 4.5:1 holds for them too.
import { DEFAULT_THEME, darken, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { schemeColours, theme } from '#src/app/theme.ts';
import { resultColour, statusColour } from '#src/styles/status-colour.ts';
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

// What Mantine draws a colour's variants with (its get-css-color-variables), from the app's theme.
const palette = mergeMantineTheme(DEFAULT_THEME, theme).colors;

/** A colour by Mantine name, "green" (the filled shade, 6) or "gray.7". */
function shadeOf(colour: string, fallback = 6): string {
  const [name = '', shade = String(fallback)] = colour.split('.');
  const hex = palette[name]?.[Number(shade)];
  if (!hex) throw new Error(`no colour ${colour}`);
  return hex;
}

/** "rgba(12, 34, 56, 1)" (what Mantine's darken gives) as #rrggbb. */
function hexOf(rgba: string): string {
  const channels = /rgba?\((\d+), (\d+), (\d+)/u.exec(rgba)?.slice(1) ?? [];
  return `#${channels.map((channel) => Number(channel).toString(16).padStart(2, '0')).join('')}`;
}

describe.each(['green', 'orange', 'red', 'blue', 'error'])('the %s colour', (name) => {
  it('carries white text when filled (badges, buttons) at 4.5:1 or more', () => {
    expect(contrastRatio('#ffffff', shadeOf(name))).toBeGreaterThanOrEqual(aa);
  });

  it('is 4.5:1 or more as text on a surface and on the page (outline and text variants)', () => {
    expect(contrastRatio(shadeOf(name), schemeColours.light.surface)).toBeGreaterThanOrEqual(aa);
    expect(contrastRatio(shadeOf(name), schemeColours.light.page)).toBeGreaterThanOrEqual(aa);
  });

  it('draws its light variant (alerts, light badges) at 4.5:1 or more in both schemes', () => {
    expect(contrastRatio(shadeOf(name, 9), shadeOf(name, 1))).toBeGreaterThanOrEqual(aa);
    const darkBackground = hexOf(darken(shadeOf(name, 9), 0.5));
    expect(contrastRatio(shadeOf(name, 0), darkBackground)).toBeGreaterThanOrEqual(aa);
  });
});

describe('status badges', () => {
  it.each(Object.entries(resultColour))(
    "a %s pick's badge carries white text at 4.5:1 or more",
    (_result, colour) => {
      expect(contrastRatio('#ffffff', shadeOf(colour))).toBeGreaterThanOrEqual(aa);
    },
  );

  it.each(Object.entries(statusColour))(
    'the %s colour carries white text at 4.5:1 or more',
    (_kind, colour) => {
      expect(contrastRatio('#ffffff', shadeOf(colour))).toBeGreaterThanOrEqual(aa);
    },
  );

  it("Mantine's own green, the Won and Winner badges' colour before #18, was below AA", () => {
    expect(contrastRatio('#ffffff', DEFAULT_THEME.colors.green[6])).toBeCloseTo(2.36, 2);
  });
});
