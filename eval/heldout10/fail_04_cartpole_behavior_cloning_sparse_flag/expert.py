"""Roll out a hand-written CartPole controller to collect (state, action) pairs."""
import numpy as np


class CartPole:
    gravity, masscart, masspole, length, force_mag, tau = 9.8, 1.0, 0.1, 0.5, 10.0, 0.02

    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)
        self.state = None

    def reset(self):
        self.state = self.rng.uniform(-0.05, 0.05, size=4)
        return self.state.copy()

    def step(self, action):
        x, x_dot, th, th_dot = self.state
        force = self.force_mag if action == 1 else -self.force_mag
        total = self.masscart + self.masspole
        pml = self.masspole * self.length
        tmp = (force + pml * th_dot ** 2 * np.sin(th)) / total
        th_acc = (self.gravity * np.sin(th) - np.cos(th) * tmp) / (
            self.length * (4.0 / 3.0 - self.masspole * np.cos(th) ** 2 / total))
        x_acc = tmp - pml * th_acc * np.cos(th) / total
        self.state = np.array([x + self.tau * x_dot, x_dot + self.tau * x_acc,
                               th + self.tau * th_dot, th_dot + self.tau * th_acc])
        done = abs(self.state[0]) > 2.4 or abs(self.state[2]) > 0.21
        return self.state.copy(), done


def expert_action(state):
    return int(state[2] + 0.5 * state[3] > 0)


def collect(n_steps, seed=0):
    env = CartPole(seed)
    s = env.reset()
    states, actions = [], []
    for _ in range(n_steps):
        a = expert_action(s)
        states.append(s)
        actions.append(a)
        s, done = env.step(a)
        if done:
            s = env.reset()
    return np.asarray(states, np.float32), np.asarray(actions, np.int32)
