from mindspore import nn


class DenoisingAE(nn.Cell):
    def __init__(self, schedule, hidden=16):
        super().__init__()
        self.schedule = schedule
        self.encoder = nn.SequentialCell(
            nn.Conv1d(1, hidden, 7, pad_mode="same"), nn.ReLU(),
            nn.Conv1d(hidden, hidden, 7, pad_mode="same"), nn.ReLU())
        self.decoder = nn.Conv1d(hidden, 1, 7, pad_mode="same")

    def construct(self, clean, unit_noise):
        noisy = clean + self.schedule["noise_std"] * unit_noise  # ROOT
        return self.decoder(self.encoder(noisy))


class ReconstructionLoss(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net
        self.mse = nn.MSELoss()

    def construct(self, clean, unit_noise):
        return self.mse(self.net(clean, unit_noise), clean)
