"""A multi-scale feature extractor that returns the stages its settings select; the settings
count the stages from one, so the last index is past the end of the stage outputs."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)

ENCODER = dict(widths=(4, 8, 16), selected=(1, 2))
HEAD = dict(classes=3)


class Stages(nn.Cell):
    def __init__(self, widths, selected):
        super().__init__()
        blocks, cin = [], 1
        for width in widths:
            blocks.append(nn.SequentialCell([nn.Conv2d(cin, width, 3, stride=2, pad_mode="same"), nn.ReLU()]))
            cin = width
        self.blocks = nn.CellList(blocks)
        self.selected = selected

    def construct(self, x):
        outputs = ()
        for block in self.blocks:
            x = block(x)
            outputs = outputs + (x,)
        return tuple(outputs[i] for i in self.selected)


class MultiScale(nn.Cell):
    def __init__(self, encoder_settings, head_settings):
        super().__init__()
        self.stages = Stages(**encoder_settings)
        self.head = nn.Dense(8 + 16, head_settings["classes"])

    def construct(self, image):
        middle, last = self.stages(image)
        pooled = (middle.mean(axis=(2, 3)), last.mean(axis=(2, 3)))
        return self.head(ms.ops.concat(pooled, axis=1))


if __name__ == "__main__":
    net = MultiScale(ENCODER, HEAD)
    print(net(ms.Tensor(np.random.randn(2, 1, 16, 16).astype(np.float32))).shape)
