from mindspore import nn

from layers import SeparableConvBlock


class SpeakerEncoder(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.inp = nn.Conv1d(cfg.n_mels, cfg.channels, 1)
        self.blocks = nn.SequentialCell([
            SeparableConvBlock(cfg.channels, cfg.kernel_size, cfg.depthwise_groups)
            for _ in range(cfg.num_blocks)
        ])
        self.classifier = nn.Dense(cfg.channels, cfg.num_speakers)

    def construct(self, mels):
        h = self.blocks(self.inp(mels))
        return self.classifier(h.mean(axis=2))
