from mindspore import nn, ops

from layers import InstanceSpecNorm, ConvBlock


class EmotionCNN(nn.Cell):
    def __init__(self, num_emotions, channels=(8, 16)):
        super().__init__()
        self.norm = InstanceSpecNorm()
        blocks, in_ch = [], 1
        for ch in channels:
            blocks.append(ConvBlock(in_ch, ch))
            in_ch = ch
        self.blocks = nn.SequentialCell(blocks)
        self.classifier = nn.Dense(in_ch, num_emotions)

    def construct(self, spec):
        x = self.norm(spec).expand_dims(1)
        x = self.blocks(x)
        return self.classifier(x.mean(axis=(2, 3)))
