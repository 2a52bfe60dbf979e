from mindspore import nn

from layers import MixerBlock


class FeederForecaster(nn.Cell):
    def __init__(self, n_inputs, hours, d_model):
        super().__init__()
        self.embed = nn.Dense(n_inputs, d_model)
        self.mixer = MixerBlock(hours, d_model)
        self.head = nn.Dense(d_model, 1)

    def construct(self, today):
        return self.head(self.mixer(self.embed(today)))[..., 0]     # tomorrow's 24 hourly loads
