"""Greedy decoder that loops up to the longest target length, read from a tensor."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class GreedyDecoder(nn.Cell):
    def __init__(self, vocab=20, hidden=16):
        super().__init__()
        self.embed = nn.Embedding(vocab, hidden)
        self.cell = nn.GRUCell(hidden, hidden)
        self.out = nn.Dense(hidden, vocab)

    def construct(self, h, lengths):
        token = ops.zeros((h.shape[0],), ms.int32)
        steps = lengths.max()  # expect: MSD305
        logits = []
        for _ in range(steps):
            h = self.cell(self.embed(token), h)
            step_logits = self.out(h)
            token = step_logits.argmax(-1).astype(ms.int32)
            logits.append(step_logits)
        return ops.stack(logits, axis=1)


if __name__ == "__main__":
    np.random.seed(0)
    decoder = GreedyDecoder()
    h = ms.Tensor(np.random.randn(2, 16).astype(np.float32))
    lengths = ms.Tensor(np.array([3, 5], np.int32))
    print(decoder(h, lengths).shape)
