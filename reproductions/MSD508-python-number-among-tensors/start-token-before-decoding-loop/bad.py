"""A greedy captioner starts decoding from the start token id the cell keeps, a Python int,
bound before the loop; the embedding in the decoder's step needs a tensor of token ids. The line
to change is where the start token is bound."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class Decoder(nn.Cell):
    def __init__(self, vocab, dim):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim)
        self.cell = nn.GRUCell(dim, dim)
        self.out = nn.Dense(dim, vocab)

    def step(self, token, h):
        h = self.cell(self.embed(token), h)
        return self.out(h), h


class GreedyCaptioner(nn.Cell):
    def __init__(self, decoder, start_id=1, steps=4):
        super().__init__()
        self.decoder, self.start_id, self.steps = decoder, start_id, steps

    def construct(self, h):
        token = self.start_id  # expect: MSD508
        words = ()
        for _ in range(self.steps):
            logits, h = self.decoder.step(token, h)
            token = logits.argmax(-1).astype(ms.int32)
            words += (token,)
        return ops.stack(words, axis=1)


if __name__ == "__main__":
    h = ms.Tensor(np.random.default_rng(0).standard_normal((2, 8)), ms.float32)
    print(GreedyCaptioner(Decoder(12, 8))(h).shape)
