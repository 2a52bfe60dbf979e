import numpy as np
import mindspore as ms
from mindspore import nn, ops

from graph_data import mean_aggregator, social_graph, split_masks
from sage import SAGE

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(6)


class MaskedNodeLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net

    def construct(self, x, adj, labels, mask):
        logits = self.net(x, adj)
        per_node = ops.cross_entropy(logits, labels, reduction="none")
        return (per_node * mask).sum() / mask.sum()


def main():
    feats, adj, labels = social_graph()
    train_mask, test_mask = split_masks(len(labels))
    x, a = ms.Tensor(feats), ms.Tensor(mean_aggregator(adj))
    y = ms.Tensor(labels)
    net = SAGE(feats.shape[1], 32, int(labels.max()) + 1)
    opt = nn.Adam(net.trainable_params(), learning_rate=0.01, weight_decay=5e-4)
    step = nn.TrainOneStepCell(MaskedNodeLoss(net), opt)
    step.set_train()
    for epoch in range(20):
        loss = step(x, a, y, ms.Tensor(train_mask))
        if epoch % 5 == 0:
            print(f"epoch {epoch} loss {loss.asnumpy():.4f}")
    net.set_train(False)
    pred = net(x, a).argmax(-1).asnumpy()
    print("test acc:", float(((pred == labels) * test_mask).sum() / test_mask.sum()))


if __name__ == "__main__":
    main()
