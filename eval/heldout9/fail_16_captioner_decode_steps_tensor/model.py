import mindspore as ms
from mindspore import nn, ops


class ImageEncoder(nn.Cell):
    def __init__(self, hidden):
        super().__init__()
        self.body = nn.SequentialCell(
            nn.Conv2d(3, 16, 3, stride=2, pad_mode="same"), nn.ReLU(),
            nn.Conv2d(16, 32, 3, stride=2, pad_mode="same"), nn.ReLU(),
        )
        self.proj = nn.Dense(32, hidden)

    def construct(self, images):
        return ops.tanh(self.proj(self.body(images).mean(axis=(2, 3))))


class GreedyCaptioner(nn.Cell):
    def __init__(self, vocab_size, hidden, max_steps, bos_id=1):
        super().__init__()
        self.encoder = ImageEncoder(hidden)
        self.embed = nn.Embedding(vocab_size, hidden)
        self.cell = nn.GRUCell(hidden, hidden)
        self.out = nn.Dense(hidden, vocab_size)
        self.bos_id = bos_id
        self.max_steps = ms.Tensor(max_steps, ms.int32)  # ROOT

    def construct(self, images):
        h = self.encoder(images)
        token = ops.fill(ms.int32, (images.shape[0],), self.bos_id)
        outputs = []
        for _ in range(self.max_steps):
            h = self.cell(self.embed(token), h)
            logits = self.out(h)
            token = logits.argmax(axis=-1).astype(ms.int32)
            outputs.append(token)
        return ops.stack(outputs, axis=1)
