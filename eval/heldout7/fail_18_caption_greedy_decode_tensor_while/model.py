import mindspore as ms
from mindspore import nn, ops


class Encoder(nn.Cell):
    def __init__(self, hidden):
        super().__init__()
        self.conv = nn.SequentialCell([
            nn.Conv2d(3, 8, 3, stride=2, pad_mode="same"), nn.ReLU(),
            nn.Conv2d(8, 16, 3, stride=2, pad_mode="same"), nn.ReLU(),
        ])
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Dense(16, hidden)

    def construct(self, images):
        return ops.tanh(self.fc(self.pool(self.conv(images)).flatten(start_dim=1)))


class CaptionDecoder(nn.Cell):
    def __init__(self, vocab_size, embed_dim, hidden, bos_id, eos_id, max_len):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, embed_dim)
        self.cell = nn.GRUCell(embed_dim, hidden)
        self.out = nn.Dense(hidden, vocab_size)
        self.bos_id = bos_id
        self.eos_id = eos_id
        self.max_len = max_len

    def construct(self, h):
        batch = h.shape[0]
        token = ops.fill(ms.int32, (batch,), self.bos_id)
        finished = ops.zeros((batch,), ms.bool_)
        tokens = []
        step = 0
        while not finished.all() and step < self.max_len:  # ROOT
            h = self.cell(self.embed(token), h)
            token = self.out(h).argmax(axis=-1).astype(ms.int32)
            tokens.append(token)
            finished = finished | (token == self.eos_id)
            step += 1
        return ops.stack(tokens, axis=1)


class Captioner(nn.Cell):
    def __init__(self, vocab_size, bos_id, eos_id, embed_dim=16, hidden=32, max_len=8):
        super().__init__()
        self.encoder = Encoder(hidden)
        self.decoder = CaptionDecoder(vocab_size, embed_dim, hidden, bos_id, eos_id, max_len)

    def construct(self, images):
        return self.decoder(self.encoder(images))
