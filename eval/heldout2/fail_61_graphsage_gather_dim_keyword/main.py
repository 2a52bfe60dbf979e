import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


class SAGEConv(nn.Cell):
    def __init__(self, in_dim, out_dim):
        super().__init__()
        self.lin_self = nn.Dense(in_dim, out_dim)
        self.lin_neigh = nn.Dense(in_dim, out_dim, has_bias=False)

    def construct(self, h, src, dst, deg_inv):
        msgs = ops.gather(h, src, dim=0)  # ROOT
        agg = ops.unsorted_segment_sum(msgs, dst, h.shape[0]) * deg_inv[:, None]
        return self.lin_self(h) + self.lin_neigh(agg)


class GraphSAGE(nn.Cell):
    def __init__(self, in_dim, hidden, n_classes):
        super().__init__()
        self.conv1 = SAGEConv(in_dim, hidden)
        self.conv2 = SAGEConv(hidden, n_classes)
        self.drop = nn.Dropout(p=0.5)

    def construct(self, x, src, dst, deg_inv):
        h = self.drop(ops.relu(self.conv1(x, src, dst, deg_inv)))
        return self.conv2(h, src, dst, deg_inv)


class NodeClsLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, x, src, dst, deg_inv, labels, train_mask):
        logits = self.net(x, src, dst, deg_inv)
        per_node = ops.cross_entropy(logits, labels, reduction="none")
        return (per_node * train_mask).sum() / train_mask.sum()


def planted_partition(n=300, k=4, p_in=0.05, p_out=0.005, feat=16, seed=0):
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, k, n)
    same = labels[:, None] == labels[None, :]
    adj = rng.random((n, n)) < np.where(same, p_in, p_out)
    adj = np.triu(adj, 1)
    adj = adj | adj.T
    src, dst = np.nonzero(adj)
    deg = np.bincount(dst, minlength=n).astype(np.float32)
    x = rng.standard_normal((n, feat)).astype(np.float32) + np.eye(k, feat, dtype=np.float32)[labels]
    train_mask = (rng.random(n) < 0.3).astype(np.float32)
    return (ms.Tensor(x), ms.Tensor(src.astype(np.int32)), ms.Tensor(dst.astype(np.int32)),
            ms.Tensor(1.0 / np.maximum(deg, 1.0)), ms.Tensor(labels.astype(np.int32)), ms.Tensor(train_mask))


graph = planted_partition()
model = GraphSAGE(16, 32, 4)
trainer = nn.TrainOneStepCell(NodeClsLoss(model), nn.Adam(model.trainable_params(), 0.01, weight_decay=5e-4))
trainer.set_train()
for epoch in range(5):
    print("epoch", epoch, "loss", trainer(*graph))
