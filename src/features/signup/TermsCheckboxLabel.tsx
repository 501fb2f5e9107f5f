import { Link } from 'react-router-dom';
import { Anchor } from '@mantine/core';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { namedRoutes } from '#src/lib/routes/paths.ts';
import { termsLabel } from '#src/lib/validation/index.ts';

/** 'I have read and accept the' Terms and Conditions, the terms opening beside the form. */
export function TermsCheckboxLabel() {
  const { _ } = useLingui();
  return (
    <>
      {_(termsLabel)}{' '}
      <Anchor component={Link} to={namedRoutes.termsAndConditions()} target="_blank" rel="noopener" inherit>
        <Trans>Terms and Conditions</Trans>
      </Anchor>
    </>
  );
}
