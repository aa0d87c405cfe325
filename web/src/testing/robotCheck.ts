// The robot-check widget (ALTCHA) cannot solve its proof of work in jsdom: a test plays the
// widget's part by sending the event it sends when a check is solved, or when it starts again.
import { act } from '@testing-library/react';

export function solveRobotCheck(payload = 'solved-payload'): void {
  const widget = document.querySelector('altcha-widget');
  if (!widget) throw new Error('No robot check on screen');
  act(() => {
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }));
  });
}
