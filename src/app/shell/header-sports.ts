import type { SportDto } from '#core/contract/static-lookups.ts';

export type BadgeSport = Pick<SportDto, 'id' | 'name' | 'colour' | 'textColor' | 'bordered'>;

// The header shows its badges before any sports list is fetched (the list is loaded on the drawer's
// first opening), so their colours are fixed here, matching the server's reference data.
export const footballBadge: BadgeSport = {
  id: 'Football',
  name: 'Football',
  colour: '#1B5E20',
  textColor: '#FFFFFF',
  bordered: false,
};
export const basketballBadge: BadgeSport = {
  id: 'Basketball',
  name: 'Basketball',
  colour: '#BF360C',
  textColor: '#FFFFFF',
  bordered: false,
};
export const americanFootballBadge: BadgeSport = {
  id: 'AmericanFootball',
  name: 'American Football',
  colour: '#5D4037',
  textColor: '#FFFFFF',
  bordered: false,
};
