import mindspore as ms
from mindspore import nn, ops


class TinyImageEncoder(nn.Cell):
    """Conv stem -> patch tokens of width `width`."""

    def __init__(self, width=48, patch=4):
        super().__init__()
        self.patchify = nn.Conv2d(3, width, patch, stride=patch)
        self.norm = nn.LayerNorm((width,))

    def construct(self, images):
        t = self.patchify(images)
        t = t.reshape(t.shape[0], t.shape[1], -1).swapaxes(1, 2)
        return self.norm(t)


class TinyTextEncoder(nn.Cell):
    def __init__(self, vocab=100, width=32):
        super().__init__()
        self.tok = nn.Embedding(vocab, width)
        self.layer = nn.TransformerEncoderLayer(width, 4, 64, batch_first=True)

    def construct(self, ids):
        return self.layer(self.tok(ids))
