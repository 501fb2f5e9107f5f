// The bounds of what a player types about themselves, for the server that enforces them and the forms
// that check them as the player types.

/** The name other players see on leaderboards and in leagues, in characters (code points). */
export const DISPLAY_NAME_MIN = 2;
export const DISPLAY_NAME_MAX = 30;
