import mindspore.nn as nn
import mindspore.ops as ops


class Encoder(nn.Cell):
    def __init__(self, embed_dim):
        super().__init__()
        self.conv = nn.SequentialCell([
            nn.Conv2d(3, 16, 3, stride=2, pad_mode="same"), nn.ReLU(),
            nn.Conv2d(16, 32, 3, stride=2, pad_mode="same"), nn.ReLU(),
        ])
        self.proj = nn.Dense(32, embed_dim)

    def construct(self, x):
        z = self.proj(ops.mean(self.conv(x), axis=(2, 3)))
        return z / ops.norm(z, dim=1, keepdim=True)


class MoCoLoss(nn.Cell):
    """InfoNCE of query vs. its key (positive) and the queued keys of earlier batches (negatives)."""

    def __init__(self, query_encoder, temperature):
        super().__init__(auto_prefix=False)
        self.query_encoder = query_encoder
        self.temperature = temperature
        self.queue = []                      # filled by the training loop with past key batches
        self.ce = nn.CrossEntropyLoss()

    def construct(self, view_q, keys):
        q = self.query_encoder(view_q)
        negatives = ops.cat(self.queue, axis=0)  # ROOT
        pos = (q * keys).sum(axis=1, keepdims=True)
        neg = ops.matmul(q, negatives.T)
        logits = ops.cat((pos, neg), axis=1) / self.temperature
        labels = ops.zeros(q.shape[0], q.dtype).astype("int32")
        return self.ce(logits, labels)
