import mindspore as ms
from mindspore import nn, ops


class GlyphEncoder(nn.Cell):
    def __init__(self, hidden):
        super().__init__()
        self.conv = nn.SequentialCell(
            nn.Conv2d(1, 16, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(16, 32, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2))
        self.fc = nn.Dense(32 * 4 * 16, hidden)

    def construct(self, img):
        return ops.tanh(self.fc(self.conv(img).reshape(img.shape[0], -1)))


class MeterReader(nn.Cell):
    """CNN encoder + GRU-cell decoder over digit tokens."""

    def __init__(self, vocab_size, emb=16, hidden=64):
        super().__init__()
        self.encoder = GlyphEncoder(hidden)
        self.embed = nn.Embedding(vocab_size, emb)
        self.cell = nn.GRUCell(emb, hidden)
        self.out = nn.Dense(hidden, vocab_size)

    def step(self, token, h):
        h = self.cell(self.embed(token), h)
        return self.out(h), h

    def construct(self, img, tgt_in):
        h = self.encoder(img)
        logits = ()
        for t in range(tgt_in.shape[1]):
            step_logits, h = self.step(tgt_in[:, t], h)
            logits += (step_logits,)
        return ops.stack(logits, axis=1)


class GreedyReader(nn.Cell):
    def __init__(self, model, bos_id, max_len):
        super().__init__()
        self.model, self.bos_id, self.max_len = model, bos_id, max_len

    def construct(self, img):
        h = self.model.encoder(img)
        token = self.bos_id  # ROOT
        out = ()
        for _ in range(self.max_len):
            logits, h = self.model.step(token, h)
            token = logits.argmax(-1).astype(ms.int32)
            out += (token,)
        return ops.stack(out, axis=1)
