import mindspore as ms
from mindspore import nn, ops


class Encoder(nn.Cell):
    def __init__(self, in_dim, dim):
        super().__init__()
        self.net = nn.SequentialCell(nn.Dense(in_dim, 64), nn.ReLU(), nn.Dense(64, dim))

    def construct(self, x):
        return ops.L2Normalize(axis=-1)(self.net(x))


class MoCoLite(nn.Cell):
    def __init__(self, in_dim, dim, queue_batches=4, temperature=0.2):
        super().__init__()
        self.query = Encoder(in_dim, dim)
        self.key = Encoder(in_dim, dim)
        self.key.set_grad(False)
        self.queue_batches = queue_batches
        self.temperature = temperature
        self.negatives = []

    def construct(self, view_a, view_b):
        q = self.query(view_a)
        k = ops.stop_gradient(self.key(view_b))
        pos = (q * k).sum(axis=-1, keepdims=True)
        logits = pos
        if self.negatives:
            bank = ops.cat(self.negatives[-self.queue_batches:], axis=0)
            logits = ops.cat((pos, ops.matmul(q, bank.T)), axis=1)
        self.negatives.append(k)  # ROOT
        labels = ops.zeros((q.shape[0],), ms.int32)
        loss = ops.cross_entropy(logits / self.temperature, labels)
        return loss, ms.Tensor(logits.shape[1], ms.int32)
