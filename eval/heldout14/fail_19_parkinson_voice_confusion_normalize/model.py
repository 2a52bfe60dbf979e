from mindspore import nn


class VoiceScreen(nn.Cell):
    def __init__(self, num_features, hidden):
        super().__init__()
        self.net = nn.SequentialCell(nn.Dense(num_features, hidden), nn.Tanh(), nn.Dense(hidden, 2))

    def construct(self, voice):
        return self.net(voice)
