import { Center, Loader } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

export function StartupLoader() {
  const { t } = useLingui();
  return (
    <Center h="100vh">
      <Loader aria-label={t`Loading`} />
    </Center>
  );
}
