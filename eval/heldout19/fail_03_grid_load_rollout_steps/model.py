import mindspore.nn as nn
import mindspore.ops as ops


class LoadForecaster(nn.Cell):
    def __init__(self, num_features, hidden, rollout_steps, step_hours):
        super().__init__()
        self.encoder = nn.Dense(num_features, hidden)
        self.cell = nn.GRUCell(step_hours, hidden)
        self.readout = nn.Dense(hidden, step_hours)
        self.rollout_steps = rollout_steps
        self.tanh = nn.Tanh()

    def construct(self, history):
        h = self.tanh(self.encoder(ops.mean(history, axis=1)))
        chunk = history[:, -self.readout.out_channels:, 0]
        outputs = []
        for _ in range(self.rollout_steps):
            h = self.cell(chunk, h)
            chunk = self.readout(h)
            outputs.append(chunk)
        return ops.concat(outputs, axis=1)
