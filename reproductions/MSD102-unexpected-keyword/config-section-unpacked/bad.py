"""A tagger whose normalisation settings are a section of the settings dict, handed down through
two constructors (one block per layer) and unpacked into `nn.LayerNorm`; the section names the PyTorch keyword."""
import numpy as np
import mindspore as ms
from mindspore import nn

from tagger_settings import SETTINGS

ms.set_context(mode=ms.GRAPH_MODE)


class Block(nn.Cell):
    def __init__(self, width, norm_options):
        super().__init__()
        self.norm = nn.LayerNorm(**norm_options)
        self.ff = nn.Dense(width, width)

    def construct(self, x):
        return x + self.ff(self.norm(x))


class Tagger(nn.Cell):
    def __init__(self, settings):
        super().__init__()
        self.embed = nn.Embedding(settings["vocab"], settings["width"])
        blocks = []
        for _ in range(2):
            blocks.append(Block(settings["width"], settings["norm"]))
        self.blocks = nn.CellList(blocks)
        self.out = nn.Dense(settings["width"], settings["tags"])

    def construct(self, ids):
        h = self.embed(ids)
        for block in self.blocks:
            h = block(h)
        return self.out(h)


if __name__ == "__main__":
    model = Tagger(SETTINGS)
    print(model(ms.Tensor(np.array([[1, 5, 7]], np.int32))).shape)
