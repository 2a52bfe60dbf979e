import numpy as np
import mindspore as ms
from mindspore import nn, ops


class MaskedMeanPool(nn.Cell):
    def construct(self, x, mask=None):
        if mask:  # ROOT
            m = mask.astype(x.dtype)[..., None]
            return (x * m).sum(axis=1) / ops.clamp(m.sum(axis=1), min=1.0)
        return x.mean(axis=1)


class TextCNN(nn.Cell):
    def __init__(self, vocab, emb, n_filters, n_cls):
        super().__init__()
        self.emb = nn.Embedding(vocab, emb, padding_idx=0)
        self.conv = nn.Conv1d(emb, n_filters, 3, pad_mode="same")
        self.pool = MaskedMeanPool()
        self.drop = nn.Dropout(p=0.2)
        self.out = nn.Dense(n_filters, n_cls)

    def construct(self, tokens, mask):
        e = self.emb(tokens).transpose(0, 2, 1)
        h = ops.relu(self.conv(e)).transpose(0, 2, 1)
        return self.out(self.drop(self.pool(h, mask)))


if __name__ == "__main__":
    ms.set_context(mode=ms.GRAPH_MODE)
    model = TextCNN(vocab=200, emb=16, n_filters=24, n_cls=2)
    loss_fn = nn.CrossEntropyLoss()
    opt = nn.Adam(model.trainable_params(), 1e-3)

    def forward_fn(tokens, mask, y):
        return loss_fn(model(tokens, mask), y)

    grad_fn = ms.value_and_grad(forward_fn, None, opt.parameters)

    @ms.jit
    def train_step(tokens, mask, y):
        loss, grads = grad_fn(tokens, mask, y)
        opt(grads)
        return loss

    toks = np.random.randint(1, 200, (4, 15)).astype(np.int32)
    toks[:, 10:] = 0
    tokens = ms.Tensor(toks)
    mask = ms.Tensor(toks != 0)
    y = ms.Tensor(np.array([0, 1, 1, 0], dtype=np.int32))
    for i in range(2):
        print(train_step(tokens, mask, y))
