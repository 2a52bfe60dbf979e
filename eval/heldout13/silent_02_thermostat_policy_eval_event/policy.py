import threading

from mindspore import nn, ops


class HeaterPolicy(nn.Cell):
    def __init__(self, hidden, noise_std):
        super().__init__()
        self.actor = nn.SequentialCell([nn.Dense(2, hidden), nn.Tanh(), nn.Dense(hidden, 1), nn.Sigmoid()])
        self.noise_std = noise_std
        self.greedy = threading.Event()

    def construct(self, obs, noise):
        power = self.actor(obs)
        if not self.greedy.is_set():  # ROOT
            power = power + self.noise_std * noise
        return ops.clamp(power, 0.0, 1.0)
