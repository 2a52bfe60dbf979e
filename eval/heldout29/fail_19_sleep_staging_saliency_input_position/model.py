from mindspore import nn, ops

import config


class ChannelEncoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv1d(1, config.HIDDEN, 16, stride=8, pad_mode="same")

    def construct(self, x):
        return ops.amax(ops.relu(self.conv(x)), axis=-1)


class SleepStager(nn.Cell):
    def __init__(self):
        super().__init__()
        self.eeg_enc = ChannelEncoder()
        self.eog_enc = ChannelEncoder()
        self.out = nn.Dense(2 * config.HIDDEN, len(config.STAGES))

    def construct(self, eeg, eog):
        return self.out(ops.concat((self.eeg_enc(eeg), self.eog_enc(eog)), axis=1))


class StagerWithLoss(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net
        self.ce = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")

    def construct(self, eeg, eog, stage):
        return self.ce(self.net(eeg, eog), stage)
