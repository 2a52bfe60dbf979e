import numpy as np


class RoomThermostat:
    """Room temperature follows the heater power with lag; reward is minus squared tracking error."""

    def __init__(self, seed):
        self.rng = np.random.default_rng(seed)

    def reset(self):
        self.temp = self.rng.uniform(14.0, 18.0)
        self.outside = self.rng.uniform(0.0, 10.0)
        self.target = 21.0
        return self.obs()

    def obs(self):
        return np.array([(self.target - self.temp) / 5.0, (self.temp - self.outside) / 10.0], np.float32)

    def step(self, power):
        power = float(np.clip(power, 0.0, 1.0))
        self.temp += 0.8 * power * 3.0 - 0.1 * (self.temp - self.outside) * 0.3
        return self.obs(), -(self.target - self.temp) ** 2
