import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

from gnn import GraphConv, normalize_adjacency

ms.set_context(mode=ms.GRAPH_MODE)


class GCN(nn.Cell):
    def __init__(self, in_dim, hidden, num_classes, dropout=0.5):
        super().__init__()
        self.gc1 = GraphConv(in_dim, hidden)
        self.gc2 = GraphConv(hidden, num_classes, bias=False)  # ROOT
        self.drop = nn.Dropout(p=dropout)

    def construct(self, x, adj):
        h = ops.relu(self.gc1(self.drop(x), adj))
        return self.gc2(self.drop(h), adj)


class MaskedNodeLoss(nn.Cell):
    def __init__(self, gcn):
        super().__init__(auto_prefix=False)
        self.gcn = gcn
        self.ce = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="none")

    def construct(self, x, adj, labels, train_mask):
        per_node = self.ce(self.gcn(x, adj), labels)
        return (per_node * train_mask).sum() / train_mask.sum()


def planted_partition(rng, n=120, k=3, p_in=0.15, p_out=0.01, feat_dim=32):
    labels = rng.integers(0, k, size=n)
    same = labels[:, None] == labels[None, :]
    adj = (rng.random((n, n)) < np.where(same, p_in, p_out)).astype(np.float32)
    adj = np.triu(adj, 1)
    adj = adj + adj.T
    feats = (rng.normal(size=(n, feat_dim)) + labels[:, None] * 0.3).astype(np.float32)
    train_mask = (rng.random(n) < 0.3).astype(np.float32)
    return feats, normalize_adjacency(adj), labels.astype(np.int32), train_mask


rng = np.random.default_rng(0)
feats, adj, labels, mask = planted_partition(rng)
gcn = GCN(feats.shape[1], 16, 3)
trainer = nn.TrainOneStepCell(MaskedNodeLoss(gcn), nn.Adam(gcn.trainable_params(), learning_rate=0.01, weight_decay=5e-4))
trainer.set_train()
inputs = (Tensor(feats), Tensor(adj), Tensor(labels), Tensor(mask))
for epoch in range(50):
    loss = trainer(*inputs)
    if epoch % 10 == 0:
        print(f"epoch {epoch:3d}  train loss {loss.asnumpy():.4f}")
