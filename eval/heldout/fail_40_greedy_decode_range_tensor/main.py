import numpy as np
import mindspore as ms
from mindspore import nn, ops

BOS = 1


class GRUDecoder(nn.Cell):
    def __init__(self, vocab=30, emb=16, hidden=24):
        super().__init__()
        self.emb = nn.Embedding(vocab, emb)
        self.cell = nn.GRUCell(emb, hidden)
        self.out = nn.Dense(hidden, vocab)

    def construct(self, h, target_lengths):
        batch = h.shape[0]
        tok = ops.full((batch,), BOS, dtype=ms.int32)
        max_len = target_lengths.max()  # ROOT
        outputs = []
        for _ in range(max_len):
            h = self.cell(self.emb(tok), h)
            logits = self.out(h)
            tok = logits.argmax(-1).astype(ms.int32)
            outputs.append(logits)
        return ops.stack(outputs, axis=1)


class Img2Seq(nn.Cell):
    def __init__(self):
        super().__init__()
        self.enc = nn.SequentialCell(nn.Conv2d(1, 8, 3, 2), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Dense(8, 24))
        self.dec = GRUDecoder()

    def construct(self, img, target_lengths):
        return self.dec(ops.tanh(self.enc(img)), target_lengths)


ms.set_context(mode=ms.GRAPH_MODE)
model = Img2Seq()
img = ms.Tensor(np.random.rand(2, 1, 16, 16).astype(np.float32))
lengths = ms.Tensor(np.array([5, 7], np.int32))
print(model(img, lengths).shape)
