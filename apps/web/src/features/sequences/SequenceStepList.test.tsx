import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SequenceStepList } from './SequenceStepList';
import { SequenceStepsViewModel, type SequenceStepsGateway } from './SequenceStepsViewModel';
import { fakeSequenceSteps } from './fakeSequenceSteps';
import { stepFixture } from './sequenceTestData';

async function renderList() {
  const link = (id: number, from: number, to: number) => ({ id, step_id: from, next_step_id: to, interval: 2, trigger_event: null });
  const fake = fakeSequenceSteps([
    stepFixture(1, 1, { email_subject: 'Premier contact', link_list: [link(11, 1, 2)] }),
    stepFixture(2, 2, { type_id: 1, task_description: 'Appeler le décideur', link_list: [link(12, 2, 3)] }),
    stepFixture(3, 3, { email_subject: 'Relance' }),
  ]);
  const vm = new SequenceStepsViewModel(1, fake as unknown as SequenceStepsGateway, () => 1);
  await vm.load(null);
  render(<SequenceStepList vm={vm} onOpen={() => {}} />);
  return { vm, fake };
}
const order = () => within(screen.getByRole('list', { name: 'Étapes, dans l’ordre d’envoi' })).getAllByText(/^Étape \d : /).map((node) => node.textContent);

describe('SequenceStepList', { timeout: 30_000 }, () => {
  it('moves the focused step with Alt + arrow keys and says where it went', async () => {
    const user = userEvent.setup();
    const { vm } = await renderList();
    expect(order()).toEqual(['Étape 1 : E-mail', 'Étape 2 : Tâche', 'Étape 3 : E-mail']);
    screen.getByRole('group', { name: 'Étape 3 : E-mail' }).focus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Étape déplacée en position 2'));
    expect(vm.ordered.map((step) => step.email_subject ?? step.task_description)).toEqual(['Premier contact', 'Relance', 'Appeler le décideur']);
    // Without Alt the arrows do nothing.
    screen.getByRole('group', { name: 'Étape 1 : E-mail' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(vm.ordered[0]!.email_subject).toBe('Premier contact');
  });

  it('moves a step with its buttons (none past the ends) and shows the wait between steps', async () => {
    const user = userEvent.setup();
    const { vm } = await renderList();
    expect(screen.getByRole('button', { name: 'Monter l’étape 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Descendre l’étape 3' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Descendre l’étape 1' }));
    await waitFor(() => expect(vm.ordered[1]!.email_subject).toBe('Premier contact'));
    // Each step keeps its own wait (2 days after each), now between the new neighbours.
    expect(screen.getAllByRole('spinbutton').map((input) => (input as HTMLInputElement).value)).toEqual(['2', '2']);
  });

  it('moves a step dropped on another place (drag and drop)', async () => {
    const { vm } = await renderList();
    const dataTransfer = { effectAllowed: '', setData: () => {}, getData: () => '' };
    fireEvent.dragStart(screen.getByTestId('step-1'), { dataTransfer });
    fireEvent.dragOver(screen.getByTestId('step-3'), { dataTransfer });
    fireEvent.drop(screen.getByTestId('step-3'), { dataTransfer });
    await waitFor(() => expect(vm.ordered.map((step) => step.email_subject ?? step.task_description)).toEqual(['Appeler le décideur', 'Relance', 'Premier contact']));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Étape déplacée en position 3'));
  });
});
