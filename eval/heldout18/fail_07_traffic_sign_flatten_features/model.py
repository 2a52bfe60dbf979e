from mindspore import nn

from utils import conv_output_size


def conv_stage(c_in, c_out):
    return nn.SequentialCell(
        nn.Conv2d(c_in, c_out, 3, pad_mode="same"),
        nn.BatchNorm2d(c_out),
        nn.ReLU(),
        nn.MaxPool2d(2, 2),
    )


class SignNet(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        stages, c_in = [], 3
        for c_out in cfg.CHANNELS:
            stages.append(conv_stage(c_in, c_out))
            c_in = c_out
        self.features = nn.SequentialCell(stages)
        self.flatten = nn.Flatten()
        flat = conv_output_size(cfg.IMAGE_SIZE, cfg.CHANNELS[-1])
        self.classifier = nn.SequentialCell(
            nn.Dense(flat, cfg.FC_HIDDEN), nn.ReLU(), nn.Dropout(p=0.3), nn.Dense(cfg.FC_HIDDEN, cfg.NUM_CLASSES)
        )

    def construct(self, x):
        return self.classifier(self.flatten(self.features(x)))
