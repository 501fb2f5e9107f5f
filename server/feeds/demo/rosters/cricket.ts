// IPL franchises, roughly strongest first (the order is the strength prior).
export const iplTeams = [
  'Mumbai Indians',
  'Gujarat Titans',
  'Royal Challengers Bengaluru',
  'Punjab Kings',
  'Kolkata Knight Riders',
  'Sunrisers Hyderabad',
  'Delhi Capitals',
  'Lucknow Super Giants',
  'Chennai Super Kings',
  'Rajasthan Royals',
] as const;
