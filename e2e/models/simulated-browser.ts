import type { AnyMachineSnapshot } from 'xstate';
import type { RealExpectation, RealStep } from './flow.ts';
import { stateValueOf } from './machine-graph.ts';
import type { RealMachine } from './real-machines.ts';
import { sessionKind, sessionMachines, startSession, TabStorage } from './session-wiring.ts';
import { SimulatedPage, type Recorder } from './simulated-page.ts';

// The real machines as one browser tab runs them, for the unit-level replay of paths: a path's real
// steps (flow.ts RealStep) are applied in order; a full page load stops the page's machines and starts
// the session again from what the tab keeps (session-wiring.ts). Every step is checked against the
// machines: an answer nobody waits for, an event the machine cannot take where it is, a page the
// machines asked for and the path did not load — each fails the replay, naming the step.

export type { Recorder };

const settle = async () => {
  for (let tick = 0; tick < 3; tick += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

export class SimulatedBrowser {
  private readonly tab = new TabStorage();
  private page: SimulatedPage | null = null;
  private readonly machines: Map<string, RealMachine>;
  private readonly recorder: Recorder;

  constructor(machines: Map<string, RealMachine>, recorder: Recorder) {
    this.machines = machines;
    this.recorder = recorder;
    for (const id of sessionMachines)
      if (!machines.has(id)) throw new Error(`The session's machine ${id} is not in machines/.`);
  }

  async apply(step: RealStep): Promise<void> {
    if ('deployment' in step) {
      if (this.page) throw new Error('The deployment is chosen before the first page load.');
      this.tab.deployment = step.deployment;
    } else if ('load' in step || 'reload' in step) {
      const target = 'load' in step ? step.load : this.tab.path;
      const requested = this.page?.navigation;
      if (requested && requested !== target)
        throw new Error(`The machines sent the browser to ${requested}, but the path loads ${target}.`);
      this.page?.stop();
      this.tab.path = target;
      this.page = new SimulatedPage(this.machines, this.recorder);
      startSession(this.page, this.tab, {
        consentCopyClosed: 'load' in step && step.consentCopyClosed === true,
      });
    } else if ('route' in step) {
      this.livePage(`go to ${step.route}`);
      this.tab.path = step.route;
    } else if ('send' in step) {
      const actor = this.livePage(`send ${step.event.type}`).actor(step.send);
      const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
      if (!snapshot.can(step.event))
        throw new Error(`${step.send} in ${JSON.stringify(snapshot.value)} cannot take ${step.event.type}.`);
      actor.send(step.event);
    } else if ('answer' in step || 'fail' in step) {
      // Calls still out when the page is leaving settle before it goes.
      const page = this.currentPage();
      const key = `${'answer' in step ? step.answer : step.fail}:${step.invoke}`;
      const call = page.calls.get(key);
      if (!call)
        throw new Error(
          `${key} is not waiting for an answer (waiting: ${[...page.calls.keys()].join(', ') || 'none'}).`,
        );
      page.calls.delete(key);
      if ('answer' in step) call.resolve(step.output);
      else call.reject(new Error(step.error));
    } else if ('timer' in step) {
      const page = this.livePage(`fire a timer of ${step.timer}`);
      page.actor(step.timer);
      if (!page.clocks.get(step.timer)?.fireNext()) throw new Error(`${step.timer} has no timer running.`);
    } else if ('unauthorized' in step) {
      const page = this.livePage('answer 401');
      page.actor('tokenRefresh').send({ type: 'UNAUTHORIZED', session: sessionKind(page) });
    } else {
      this.livePage(`start ${step.start}`).create(step.start, {}, step.input).start();
    }
    await settle();
    const errors = this.page?.errors.splice(0) ?? [];
    if (errors.length > 0) throw new Error(`A machine failed: ${errors.map(String).join('; ')}`);
  }

  /** After a gesture: the page the machines asked for must have been loaded. */
  assertSettled(): void {
    const requested = this.page?.navigation;
    if (requested)
      throw new Error(`The machines sent the browser to ${requested}: declare { load: '${requested}' }.`);
  }

  /** The real machines stand where the flow's state says. */
  assertWhere(expectation: RealExpectation): void {
    for (const [id, dotted] of Object.entries(expectation)) {
      if (dotted === undefined) continue;
      const snapshot = this.currentPage().actor(id).getSnapshot() as AnyMachineSnapshot;
      if (!snapshot.matches(stateValueOf(dotted) as never))
        throw new Error(`${id} should be in ${dotted} but is in ${JSON.stringify(snapshot.value)}.`);
    }
  }

  stop(): void {
    this.page?.stop();
    this.page = null;
  }

  private currentPage(): SimulatedPage {
    if (!this.page) throw new Error('No page is loaded yet: the path starts with { load }.');
    return this.page;
  }

  private livePage(what: string): SimulatedPage {
    const page = this.currentPage();
    if (page.navigation) throw new Error(`Cannot ${what}: the page is leaving for ${page.navigation}.`);
    return page;
  }
}
