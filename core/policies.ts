// The versions of the legal pages the SPA shows and the server records: sign-up stores the terms version
// the player accepted (users.accepted_terms_version). A change to the terms' wording gets a new version
// and date here, in the same commit (docs/help-and-policies.md).

export const TERMS_VERSION = '1.0';
export const TERMS_DATE = '2026-11-27';

export const PRIVACY_VERSION = '1.0';
export const PRIVACY_DATE = '2026-11-27';
