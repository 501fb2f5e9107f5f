// The inline script and style rule of the served copy of the cookie dialog (early-consent.ts says why). Its own
// module: only the server imports it, so that none of this text reaches the app's bundle.
import { consentChoiceAttribute, consentDismissedAttribute, consentStorageKey } from './early-consent.ts';

/** On the served copy of the dialog: the app's own dialog has no such attribute. */
export const consentCopyAttribute = 'data-consent-copy';

/** On `<html>` when the visitor has chosen before: the copy is hidden (earlyConsentStyle). */
const consentDecidedAttribute = 'data-consent-decided';

/** The style rule that hides the copy from a visitor who has chosen. */
export const earlyConsentStyle = `[${consentDecidedAttribute}] [${consentCopyAttribute}] { display: none; }`;

/**
 * The inline script for the head. Written as plain ES2015 text: it runs as it is, and the server allows
 * exactly this text by its SHA-256 in the Content-Security-Policy.
 */
export const earlyConsentScript = `(function () {
  var root = document.documentElement;
  var key = ${JSON.stringify(consentStorageKey)};
  try {
    var stored = localStorage.getItem(key);
    if (stored === 'true' || stored === 'false') return root.setAttribute(${JSON.stringify(consentDecidedAttribute)}, '');
  } catch (error) {}
  function choose(choice) {
    var copy = document.querySelector('[${consentCopyAttribute}]');
    if (!copy) return stopListening();
    copy.remove();
    stopListening();
    if (choice !== 'close') {
      try {
        return localStorage.setItem(key, choice === 'accept' ? 'true' : 'false');
      } catch (error) {}
    }
    root.setAttribute(${JSON.stringify(consentDismissedAttribute)}, '');
  }
  function onClick(event) {
    var button = event.target.closest && event.target.closest('[${consentCopyAttribute}] [${consentChoiceAttribute}]');
    if (button) choose(button.getAttribute(${JSON.stringify(consentChoiceAttribute)}));
  }
  function onKey(event) {
    if (event.key === 'Escape') choose('close');
  }
  function stopListening() {
    document.removeEventListener('click', onClick);
    document.removeEventListener('keydown', onKey);
  }
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKey);
})();`;
