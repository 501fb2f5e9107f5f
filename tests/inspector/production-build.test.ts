import { describe, expect, it } from 'vitest';
import { inspectorTraces } from '../../inspector/production-traces.ts';

// inspector/check-production-build.ts runs this on dist/ after a build; here it is shown to catch
// each kind of trace (and to pass a clean build).

describe('finding inspector code in a build', () => {
  const clean = [
    { path: 'index.html', content: '<div id="indexApp"></div>' },
    { path: 'assets/index-abc.js', content: 'createActor(x,{inspect:void 0})' },
    {
      path: 'assets/index-abc.js.map',
      content: JSON.stringify({ sources: ['../../src/app/session/session-system.ts'] }),
    },
  ];

  it('passes a build without it', () => {
    expect(inspectorTraces(clean)).toEqual([]);
  });

  it('reports an inspector page, the channel, ELK and bundled inspector sources', () => {
    expect(
      inspectorTraces([
        ...clean,
        { path: 'inspector/index.html', content: '<title>Longshot inspector</title>' },
        { path: 'assets/session.js', content: 'new BroadcastChannel("longshot-inspection")' },
        { path: 'assets/elk.js', content: '"org.eclipse.elk.algorithm"' },
        {
          path: 'assets/app.js.map',
          content: JSON.stringify({ sources: ['../../src/lib/inspection.ts', '../../inspector/App.tsx'] }),
        },
      ]),
    ).toEqual([
      'inspector/index.html: an inspector file',
      'inspector/index.html: contains "Longshot inspector"',
      'assets/session.js: contains "longshot-inspection"',
      'assets/elk.js: contains "org.eclipse.elk"',
      'assets/app.js.map: bundles ../../src/lib/inspection.ts',
      'assets/app.js.map: bundles ../../inspector/App.tsx',
    ]);
  });
});
