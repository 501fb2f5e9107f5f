// The shapes of api/auth/v1/*.

/** GET ping: the session time-out dialog's "Keep working" button. */
export interface PingDto {
  pong: true;
  /** The server's time, ISO 8601. */
  time: string;
}
