import numpy as np


class Pendulum:
    def __init__(self, rng):
        self.rng = rng

    def reset(self):
        self.theta, self.omega = self.rng.uniform(-np.pi, np.pi), self.rng.uniform(-1, 1)
        return self.obs()

    def obs(self):
        return np.array([np.cos(self.theta), np.sin(self.theta), self.omega], np.float32)

    def step(self, torque):
        torque = float(np.clip(torque, -2.0, 2.0))
        cost = self.theta ** 2 + 0.1 * self.omega ** 2 + 0.001 * torque ** 2
        self.omega = np.clip(self.omega + (3 * 10 / 2 * np.sin(self.theta) + 3.0 * torque) * 0.05, -8, 8)
        self.theta = ((self.theta + self.omega * 0.05) + np.pi) % (2 * np.pi) - np.pi
        return self.obs(), -cost
