import { adminSessionFlow } from './admin-session.model.ts';
import { defineDrivers } from './driver.ts';

// Every event of the admin session's flow is machines-only for now (admin-session.model.ts): no gesture,
// and its states are never reached in the browser run.
const unreached = async () => {};

export const adminSessionDrivers = defineDrivers(adminSessionFlow, {
  gestures: {},
  states: {
    fresh: unreached,
    signInForm: unreached,
    codeForm: unreached,
    users: unreached,
    readOnly: unreached,
    notAdmin: unreached,
  },
});
