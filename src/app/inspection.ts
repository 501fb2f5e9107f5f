// The inspection channel moved to src/lib/inspection.ts (screens below app/ post to it too). This path
// stays for inspector/ and tests/inspector, which import it, until they import the new one.
export * from '#src/lib/inspection.ts';
