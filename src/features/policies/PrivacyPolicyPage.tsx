import './catalog.ts';
import { List, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { PRIVACY_DATE, PRIVACY_VERSION } from '#core/policies.ts';
import { namedRoutes } from '#src/lib/routes/paths.ts';
import { PolicyDocument, PolicyLink, type PolicySection } from './PolicyDocument.tsx';

// What Longshot keeps and why, written for this game (docs/help-and-policies.md). A change of substance gets
// a new PRIVACY_VERSION and date in core/policies.ts.
const sections: PolicySection[] = [
  {
    heading: <Trans>Who we are</Trans>,
    body: (
      <Text>
        <Trans>
          Longshot is a free sports prediction game. This policy says what information the game keeps about
          you, why, for how long, and what you can do about it.
        </Trans>
      </Text>
    ),
  },
  {
    heading: <Trans>What we keep</Trans>,
    body: (
      <List spacing="xs">
        <List.Item>
          <Trans>
            Your account: your e-mail address, the display name other players see, your password (only as a
            secure hash, never in readable form), your membership and, if you turn it on, your two-factor
            authentication settings.
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>
            Your game: your picks, the odds and points frozen with them, your credits, your leagues and your
            places on the leaderboards.
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>
            Premium: whether you subscribe and the payments made. Card details are handled by our payment
            provider and never reach us.
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>
            Messages you send us through Contact Us, with the e-mail address you give for the answer.
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>
            Security records: the sessions you are signed in with and the date you accepted the Terms and
            Conditions.
          </Trans>
        </List.Item>
      </List>
    ),
  },
  {
    heading: <Trans>Why we keep it</Trans>,
    body: (
      <Text>
        <Trans>
          To run the game you signed up for: to sign you in, save and score your picks, rank you on the
          leaderboards and in your leagues, give you the premium features you paid for, answer your messages
          and keep accounts safe from misuse. We do not sell your information, and we do not use it for
          advertising.
        </Trans>
      </Text>
    ),
  },
  {
    heading: <Trans>Guest accounts</Trans>,
    body: (
      <Text>
        <Trans>
          You can play as a guest without giving any personal details: the game makes an account with a random
          name and keeps its credentials in your browser. If you clear your browser&apos;s storage, the guest
          account cannot be reached again. Link an e-mail address to keep it. &quot;Logout permanently&quot;
          forgets the guest account in your browser: it holds no personal details, and its picks stay on the
          leaderboards under its random name.
        </Trans>
      </Text>
    ),
  },
  {
    heading: <Trans>E-mails</Trans>,
    body: (
      <Text>
        <Trans>
          We e-mail you to confirm your address, reset your password, answer your messages and, unless you opt
          out, about the game. Every e-mail has a link to unsubscribe, and you can choose which e-mails you
          receive in your account settings.
        </Trans>
      </Text>
    ),
  },
  {
    heading: <Trans>Cookies and your browser</Trans>,
    body: (
      <Text>
        <Trans>
          The game keeps a few small pieces of information in your browser, such as the cookies that keep you
          signed in. Analytics are used only if you accept them. Read the{' '}
          <PolicyLink to={namedRoutes.cookiePolicy()}>Cookie Policy</PolicyLink> for the details and to change
          your choice.
        </Trans>
      </Text>
    ),
  },
  {
    heading: <Trans>How long we keep it</Trans>,
    body: (
      <Text>
        <Trans>
          As long as your account exists. When you delete your account we remove your e-mail address, display
          name, password, sessions, two-factor settings and e-mail preferences; your picks and points stay on
          the leaderboards under the name &quot;Deleted player&quot;, so that other players&apos; ranks do not
          change. Payment records are kept for as long as the law requires. Messages you sent us through
          Contact Us are kept until they are answered and dealt with.
        </Trans>
      </Text>
    ),
  },
  {
    heading: <Trans>Your rights</Trans>,
    body: (
      <Text>
        <Trans>
          You can see and correct your details in your account settings, and delete your account there at any
          time. To ask for a copy of your information, or anything else about your privacy, write to us
          through <PolicyLink to={namedRoutes.Feedback()}>Contact Us</PolicyLink>.
        </Trans>
      </Text>
    ),
  },
  {
    heading: <Trans>Children</Trans>,
    body: (
      <Text>
        <Trans>
          Longshot is for players aged 18 or over. We do not knowingly keep information about children; if you
          believe a child has an account, tell us and we will remove it.
        </Trans>
      </Text>
    ),
  },
  {
    heading: <Trans>Changes to this policy</Trans>,
    body: (
      <Text>
        <Trans>
          When this policy changes, its version and date at the top of this page change too, and we tell
          players of any important change by e-mail.
        </Trans>
      </Text>
    ),
  },
];

export function PrivacyPolicyPage() {
  return (
    <PolicyDocument
      title={<Trans>Privacy Policy</Trans>}
      version={PRIVACY_VERSION}
      date={PRIVACY_DATE}
      sections={sections}
    />
  );
}
