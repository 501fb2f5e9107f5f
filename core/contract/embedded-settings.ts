/**
 * The served index.html's copy of the SPA's settings files (server/http/embedded-settings.ts writes it,
 * src/config/embedded-settings.ts reads it): a `<script type="application/json">` element with this id
 * holding an object of each file's content by the URL the SPA would fetch it from.
 */
export const embeddedSettingsId = 'longshot-settings';
