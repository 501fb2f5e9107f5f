import { i18n } from '@lingui/core';
import { messages as en } from '#src/i18n/locales/en/admin.ts';

// The admin app's own catalog (lingui.config.ts area `admin`): none of the player app's first-page strings.
i18n.loadAndActivate({ locale: 'en', messages: en });

export { i18n };
