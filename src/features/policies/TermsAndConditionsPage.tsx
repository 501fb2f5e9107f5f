import './catalog.ts';
import { List, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { TERMS_DATE, TERMS_VERSION } from '#core/policies.ts';
import { namedRoutes } from '#src/lib/routes/paths.ts';
import { PolicyDocument, PolicyLink, type PolicySection } from './PolicyDocument.tsx';

// The rules of using Longshot, written for this game (docs/help-and-policies.md). Sign-up records the
// TERMS_VERSION a player accepted: a change of substance gets a new version and date in core/policies.ts.
const sections: PolicySection[] = [
  {
    heading: <Trans>The game</Trans>,
    body: (
      <Text>
        <Trans>
          Longshot is a free sports prediction game: you pick outcomes of real sports events and earn points,
          more for the less likely ones. By creating an account, or playing as a guest, you accept these
          terms.
        </Trans>
      </Text>
    ),
  },
  {
    heading: <Trans>No gambling</Trans>,
    body: (
      <Text>
        <Trans>
          Longshot is not a betting service. You never stake money on a pick and you cannot win money. The
          odds shown only decide how many points a pick is worth.
        </Trans>
      </Text>
    ),
  },
  {
    heading: <Trans>Points and credits have no cash value</Trans>,
    body: (
      <Text>
        <Trans>
          Points, ranks, streaks and credits (bonus points, multipliers and extra predictions) exist only in
          the game. They cannot be exchanged for money or prizes, sold or transferred to another player.
        </Trans>
      </Text>
    ),
  },
  {
    heading: <Trans>Who may play</Trans>,
    body: (
      <Text>
        <Trans>
          You must be 18 or over. One person, one account: accounts made to gain an advantage, and automated
          play, may be removed.
        </Trans>
      </Text>
    ),
  },
  {
    heading: <Trans>Your account</Trans>,
    body: (
      <List spacing="xs">
        <List.Item>
          <Trans>
            Keep your password to yourself; you are responsible for what is done with your account.
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>
            A guest account lives in the browser that made it: clearing that browser&apos;s storage loses it
            unless you have linked an e-mail address.
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>
            Your display name and league names must not be offensive, impersonate anyone or advertise. We may
            change or remove them.
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>You can delete your account at any time in your account settings.</Trans>
        </List.Item>
      </List>
    ),
  },
  {
    heading: <Trans>Premium and bundles</Trans>,
    body: (
      <Text>
        <Trans>
          Premium is an optional subscription that adds weekly credits, additional stats and more leagues. It
          renews each period until you cancel it in your account settings; you keep premium until the end of
          the period already paid. A bundle code grants the credits or premium days it names, once per player,
          until its expiry or redemption limit. Premium days and credits have no cash value and are not
          refunded when an account is deleted, except where the law says otherwise.
        </Trans>
      </Text>
    ),
  },
  {
    heading: <Trans>Fair play and results</Trans>,
    body: (
      <Text>
        <Trans>
          A pick&apos;s odds and points are fixed when you save it, and picks lock at the time the server
          keeps. Results come from public sports data; when a result is corrected, points are corrected too.
          We may void picks on events that were cancelled, abandoned or postponed.
        </Trans>
      </Text>
    ),
  },
  {
    heading: <Trans>The service</Trans>,
    body: (
      <Text>
        <Trans>
          We try to keep Longshot running but cannot promise it will always be available or free of errors. We
          may change the game, its rules or these terms; the version and date at the top of this page say
          which terms are in force, and we tell players of important changes. Longshot is independent and not
          affiliated with any league, team or bookmaker.
        </Trans>
      </Text>
    ),
  },
  {
    heading: <Trans>Privacy and contact</Trans>,
    body: (
      <Text>
        <Trans>
          How we use your information is in the{' '}
          <PolicyLink to={namedRoutes.privacyPolicy()}>Privacy Policy</PolicyLink>. For any question about
          these terms, write to us through <PolicyLink to={namedRoutes.Feedback()}>Contact Us</PolicyLink>.
        </Trans>
      </Text>
    ),
  },
];

export function TermsAndConditionsPage() {
  return (
    <PolicyDocument
      title={<Trans>Terms and Conditions</Trans>}
      version={TERMS_VERSION}
      date={TERMS_DATE}
      sections={sections}
    />
  );
}
