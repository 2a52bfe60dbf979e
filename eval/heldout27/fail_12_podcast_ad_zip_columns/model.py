import mindspore.nn as nn
import mindspore.ops as ops

import config


class AdBreakDetector(nn.Cell):
    def __init__(self):
        super().__init__()
        self.audio = nn.Dense(config.AUDIO_DIM, 16)
        self.text = nn.Dense(config.TEXT_DIM, 16)
        self.out = nn.Dense(32, 2)

    def construct(self, audio, text):
        return self.out(ops.concat((ops.relu(self.audio(audio)), ops.relu(self.text(text))), axis=-1))


class DetectorLoss(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net
        self.ce = nn.CrossEntropyLoss()

    def construct(self, audio, is_ad, text):
        return self.ce(self.net(audio, text), is_ad)
