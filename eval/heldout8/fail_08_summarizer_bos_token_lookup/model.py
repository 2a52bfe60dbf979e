import mindspore as ms
from mindspore import nn, ops


class GRUEncoder(nn.Cell):
    def __init__(self, vocab_size, emb_dim, hidden):
        super().__init__()
        self.emb = nn.Embedding(vocab_size, emb_dim)
        self.gru = nn.GRU(emb_dim, hidden, batch_first=True)

    def construct(self, src):
        _, h = self.gru(self.emb(src))
        return h


class GreedyDecoder(nn.Cell):
    def __init__(self, vocab_size, emb_dim, hidden, bos_id, max_steps):
        super().__init__()
        self.emb = nn.Embedding(vocab_size, emb_dim)
        self.cell = nn.GRUCell(emb_dim, hidden)
        self.out = nn.Dense(hidden, vocab_size)
        self.bos_id = bos_id
        self.max_steps = max_steps

    def construct(self, h):
        batch = h.shape[0]
        tok = ops.full((batch,), self.bos_id, dtype=ms.int32)
        outputs = []
        for _ in range(self.max_steps):
            h = self.cell(self.emb(tok), h)
            logits = self.out(h)
            tok = logits.argmax(axis=-1).astype(ms.int32)
            outputs.append(tok)
        return ops.stack(outputs, axis=1)


class HeadlineSummarizer(nn.Cell):
    def __init__(self, vocab_size, bos_id, emb_dim=16, hidden=24, max_steps=5):
        super().__init__()
        self.encoder = GRUEncoder(vocab_size, emb_dim, hidden)
        self.decoder = GreedyDecoder(vocab_size, emb_dim, hidden, bos_id, max_steps)

    def construct(self, src):
        h = self.encoder(src)[0]
        return self.decoder(h)
