import { createFakePresence } from './fakePresence.testkit.ts';
import { readPresence, watchPresence, type PresenceEvent } from './watchPresence.ts';

describe('the page\'s presence as events', () => {
  it('tells each change: went offline and online, tab hidden and shown', () => {
    const presence = createFakePresence();
    const events: PresenceEvent['type'][] = [];
    watchPresence(presence, (event) => events.push(event.type));
    presence.set({ online: false });
    presence.set({ visible: false });
    presence.set({ online: true, visible: true });
    expect(events).toEqual(['WentOffline', 'TabHidden', 'WentOnline', 'TabShown']);
  });

  it('a notification with nothing changed tells nothing (a visibilitychange of a tab still shown)', () => {
    const presence = createFakePresence({ online: false });
    const listener = vi.fn();
    watchPresence(presence, listener);
    presence.set({});
    presence.set({ online: false, visible: true });
    expect(listener).not.toHaveBeenCalled();
  });

  it('the returned function stops listening', () => {
    const presence = createFakePresence();
    const listener = vi.fn();
    const unwatch = watchPresence(presence, listener);
    unwatch();
    presence.set({ online: false });
    expect(listener).not.toHaveBeenCalled();
    expect(presence.listenerCount()).toBe(0);
  });

  it('without a presence to ask, the page counts as online and shown', () => {
    expect(readPresence(undefined)).toEqual({ online: true, visible: true });
    expect(readPresence(createFakePresence({ visible: false }))).toEqual({ online: true, visible: false });
  });
});
