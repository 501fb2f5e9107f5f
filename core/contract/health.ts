// The shape of GET api/health (load balancers and `npm start` checks).

export interface HealthDto {
  /** "ok" when the API can serve requests; "unavailable" (HTTP 503) when it cannot. */
  status: 'ok' | 'unavailable';
  /** The result of a real `select 1`. */
  database: 'ok' | 'unavailable';
}
