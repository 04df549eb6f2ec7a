import { useCallback, useEffect, useState, type ComponentType } from 'react';
import type { LazyModule, LazyModuleStatus } from '../../engine/core/load/lazyModule.ts';
import { createPressGate, type PressEnd, type PressGate } from './pressHold.ts';
import { awaitUpgradeTurn } from './upgradeTurns.ts';
import { useLazyModule } from './useLazyModule.ts';
import { createHandover, type WidgetHandover } from '../widgetHandover.ts';

/** What a stand-in gets besides the widget's own props: what it tells the widget goes through these. */
export interface StandInProps {
  /** The widget's code: 'loading' or 'failed' is what an asked opening shows meanwhile. */
  status: LazyModuleStatus;
  /** The user asked for the widget (ask() was called). */
  asked: boolean;
  /** Starts loading the widget's code now: on intent (pointer over or focus on its trigger) or to try again. */
  load(): void;
  /** The user asked for the widget: how it is to open (null: not at all), and it loads at once. */
  ask(opened: WidgetHandover['opened']): void;
  /** The stand-in's trigger got or lost the focus: the widget's trigger takes it over. */
  focusChanged(focused: boolean): void;
  /**
   * A press began on the stand-in's trigger (a pointer down, Space down): the widget waits until
   * it ends, so that the click it makes is the stand-in's and not lost in the swap.
   */
  pressed(end: PressEnd): void;
  /** A page event meant for the widget arrived (the cart's): the widget handles it when it comes. */
  heard(type: string, detail: unknown): void;
}

export interface HandoverProps {
  /** What the widget's stand-in saw before the widget came. [nothing: a widget mounted on its own] */
  handover?: WidgetHandover;
}

/**
 * A widget whose code is a chunk, drawn meanwhile by a stand-in that draws its closed state (the
 * header's first frame has every trigger, styled as it will stay). The code loads on idle after
 * the first frame, on intent and on first use; once it is there the widget takes the stand-in's
 * place, in a task of its own unless the user asked for it, and takes over its focus and opening.
 * A server, and a hydration, render the stand-in.
 */
export function createLazyWidget<Module, Props extends object>(
  lazy: LazyModule<Module>,
  widgetOf: (module: Module) => ComponentType<Props & HandoverProps>,
  StandIn: ComponentType<Props & StandInProps>,
): ComponentType<Props> {
  return function LazyWidget(props: Props) {
    const [handover] = useState(createHandover);
    const [asked, setAsked] = useState(false);
    const [press] = useState(createPressGate);
    useEffect(() => press.dispose, [press]);
    const view = useLazyModule(lazy, asked);
    const turn = useUpgradeTurn(view.module !== undefined, asked, press);
    const { load } = view;
    const [notes] = useState(() => ({
      pressed: press.pressed,
      focusChanged: (focused: boolean) => {
        handover.focused = focused;
      },
      heard: (type: string, detail: unknown) => {
        handover.heard.push({ type, detail });
      },
    }));
    const ask = useCallback(
      (opened: WidgetHandover['opened']) => {
        if (opened) handover.opened = opened;
        setAsked(true);
        load();
      },
      [handover, load],
    );
    if (view.module && turn) {
      const Widget = widgetOf(view.module);
      return <Widget {...props} handover={handover} />;
    }
    return <StandIn {...props} status={view.status} asked={asked} load={load} ask={ask} {...notes} />;
  };
}

/**
 * Whether the widget may take its stand-in's place: at once when asked for, else on its turn once
 * no press is on its trigger. A widget whose code was there before its first render (a later
 * root, a remount) has no stand-in to replace, and renders at once.
 */
function useUpgradeTurn(ready: boolean, asked: boolean, press: PressGate): boolean {
  const [granted, setGranted] = useState(ready);
  useEffect(() => {
    if (!ready || granted || asked) return;
    return awaitUpgradeTurn(() => press.whenReleased(() => setGranted(true)));
  }, [ready, granted, asked, press]);
  return granted || (ready && asked);
}
