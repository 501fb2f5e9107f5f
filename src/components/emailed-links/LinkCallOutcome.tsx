import type { ReactNode } from 'react';
import { Loader } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { ApiData } from '#src/hooks/use-api-data.ts';
import { ErrorNotice } from '#src/components/ErrorNotice.tsx';
import { InvalidLinkNotice } from './InvalidLinkNotice.tsx';
import { isRefusedLink } from './link-outcome.ts';

interface LinkCallOutcomeProps<T> {
  /** The call the link's page made; null when the link lacked its parameters. */
  call: ApiData<T> | null;
  retry(): void;
  children(data: T): ReactNode;
}

/** Busy, then the link's outcome: the page's success, the invalid-link text, or a server failure to retry. */
export function LinkCallOutcome<T>({ call, retry, children }: LinkCallOutcomeProps<T>) {
  const { t } = useLingui();
  if (call === null) return <InvalidLinkNotice />;
  if (call.status === 'loading') return <Loader aria-label={t`Loading`} />;
  if (call.status === 'error') {
    return isRefusedLink(call.error) ? (
      <InvalidLinkNotice />
    ) : (
      <ErrorNotice error={call.error} retry={retry} />
    );
  }
  return children(call.data);
}
