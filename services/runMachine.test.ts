import { runMachine, unchanged, type Step } from './runMachine.ts';

type Event = { type: 'Counted'; by: number } | { type: 'Echoed' };
type Effect = { type: 'log'; text: string } | { type: 'echo' };

// Events name what happened, in the past tense (SocketClosed), never a command.
function reducer(state: number, event: Event): Step<number, Effect> {
  if (event.type === 'Echoed') return { state, effects: [{ type: 'log', text: `echo at ${state}` }] };
  return event.by === 0 ? unchanged(state) : { state: state + event.by, effects: [{ type: 'log', text: `now ${state + event.by}` }, { type: 'echo' }] };
}

describe('running a service machine', () => {
  it('keeps the state each event leaves and performs its effects in order', () => {
    const log: string[] = [];
    const machine = runMachine(reducer, 0, (effect) => (effect.type === 'log' ? log.push(effect.text) : undefined));
    machine.dispatch({ type: 'Counted', by: 2 });
    machine.dispatch({ type: 'Counted', by: 0 });
    machine.dispatch({ type: 'Counted', by: 3 });
    expect(machine.state).toBe(5);
    expect(log).toEqual(['now 2', 'now 5']);
  });

  it('an event dispatched while effects run waits until the effects of the event before are done', () => {
    const done: string[] = [];
    const machine = runMachine(reducer, 0, (effect) => {
      if (effect.type === 'echo') machine.dispatch({ type: 'Echoed' });
      done.push(effect.type === 'log' ? effect.text : 'echo');
    });
    machine.dispatch({ type: 'Counted', by: 1 });
    expect(done).toEqual(['now 1', 'echo', 'echo at 1']);
  });

  it('an effect that throws leaves the machine able to take the next event', () => {
    let fail = true;
    const machine = runMachine(reducer, 0, () => {
      if (fail) throw new Error('handler failed');
    });
    expect(() => machine.dispatch({ type: 'Counted', by: 1 })).toThrow('handler failed');
    fail = false;
    machine.dispatch({ type: 'Counted', by: 1 });
    expect(machine.state).toBe(2);
  });
});
