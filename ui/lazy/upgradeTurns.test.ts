import { expect, it } from 'vitest';
import { createUpgradeTurns } from './upgradeTurns.ts';

function tasks() {
  const queued: (() => void)[] = [];
  return { nextTask: (run: () => void) => void queued.push(run), runOne: () => queued.shift()?.(), pending: () => queued.length };
}

it('grants one turn per task, in the order asked', () => {
  const task = tasks();
  const awaitTurn = createUpgradeTurns(task.nextTask);
  const granted: string[] = [];
  awaitTurn(() => granted.push('cart'));
  awaitTurn(() => granted.push('menu'));
  awaitTurn(() => granted.push('apps'));
  expect(granted).toEqual([]);
  expect(task.pending()).toBe(1);
  task.runOne();
  expect(granted).toEqual(['cart']);
  task.runOne();
  task.runOne();
  expect(granted).toEqual(['cart', 'menu', 'apps']);
  expect(task.pending()).toBe(0);
});

it('a turn given up before it comes is not granted, and the others keep their order', () => {
  const task = tasks();
  const awaitTurn = createUpgradeTurns(task.nextTask);
  const granted: string[] = [];
  awaitTurn(() => granted.push('cart'));
  const giveUp = awaitTurn(() => granted.push('menu'));
  awaitTurn(() => granted.push('apps'));
  giveUp();
  task.runOne();
  task.runOne();
  expect(granted).toEqual(['cart', 'apps']);
  expect(task.pending()).toBe(0);
});
