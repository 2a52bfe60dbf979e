from mindspore import nn

import config as C


class NeuralStepper(nn.Cell):
    def __init__(self):
        super().__init__()
        self.rhs = nn.SequentialCell(
            nn.Conv1d(1, C.HIDDEN_CHANNELS, 5, pad_mode="same"), nn.Tanh(),
            nn.Conv1d(C.HIDDEN_CHANNELS, C.HIDDEN_CHANNELS, 5, pad_mode="same"), nn.Tanh(),
            nn.Conv1d(C.HIDDEN_CHANNELS, 1, 5, pad_mode="same"),
        )
        self.n_steps = C.N_STEPS
        self.dt = C.DT

    def construct(self, u):
        for _ in range(self.n_steps):
            u = u + self.dt * self.rhs(u)
        return u
