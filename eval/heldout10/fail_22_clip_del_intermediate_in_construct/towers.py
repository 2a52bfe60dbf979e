import mindspore as ms
from mindspore import nn, ops


class ImageTower(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.net = nn.SequentialCell(
            nn.Conv2d(3, 16, 3, stride=2), nn.ReLU(),
            nn.Conv2d(16, 32, 3, stride=2), nn.ReLU(),
            nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Dense(32, dim),
        )

    def construct(self, x):
        return self.net(x)


class TextTower(nn.Cell):
    def __init__(self, vocab, dim):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim, padding_idx=0)
        self.proj = nn.Dense(dim, dim)

    def construct(self, tokens):
        mask = (tokens > 0).astype(ms.float32).expand_dims(-1)
        pooled = (self.emb(tokens) * mask).sum(1) / ops.maximum(mask.sum(1), 1.0)
        return self.proj(pooled)


class MiniCLIP(nn.Cell):
    def __init__(self, vocab, dim=32):
        super().__init__()
        self.image = ImageTower(dim)
        self.text = TextTower(vocab, dim)
        self.logit_scale = ms.Parameter(ms.Tensor(2.6592, ms.float32), name="logit_scale")
        self.ce = nn.CrossEntropyLoss()
        self.dim = dim

    def construct(self, images, tokens):
        img = ops.L2Normalize(axis=-1)(self.image(images))
        txt = ops.L2Normalize(axis=-1)(self.text(tokens))
        logits = ops.exp(self.logit_scale) * ops.matmul(img, txt.T)
        # release the embedding buffers before the loss is computed
        del img, txt  # ROOT
        labels = ops.arange(images.shape[0]).astype(ms.int32)
        return (self.ce(logits, labels) + self.ce(logits.T, labels)) / 2
