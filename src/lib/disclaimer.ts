import { msg } from '@lingui/core/macro';

/** The independence disclaimer every competition carries (docs/product.md §1), shown in the footer and policies. */
export const disclaimer = msg`Longshot is an independent prediction game. It is not affiliated with, endorsed by or sponsored by any league, team or competition organiser; their names are used only to identify matches. Points and credits have no cash value.`;
