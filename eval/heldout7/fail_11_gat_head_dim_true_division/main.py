import mindspore as ms
from mindspore import nn, ops, Tensor

from config import GAT_CONFIG
from data import random_graph
from model import GAT

ms.set_context(mode=ms.GRAPH_MODE)


class MaskedNLL(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net
        self.ce = nn.CrossEntropyLoss(reduction="none")

    def construct(self, x, adj, y, mask):
        per_node = self.ce(self.net(x, adj), y)
        return (per_node * mask).sum() / mask.sum()


def main():
    cfg = GAT_CONFIG
    x, adj, y, mask = (Tensor(a) for a in random_graph(cfg["num_nodes"], cfg["in_dim"], cfg["num_classes"]))
    net = GAT(cfg)
    train_net = nn.TrainOneStepCell(MaskedNLL(net), nn.Adam(net.trainable_params(), learning_rate=cfg["lr"], weight_decay=5e-4))
    train_net.set_train()
    for epoch in range(cfg["epochs"]):
        loss = train_net(x, adj, y, mask)
        print(f"epoch {epoch} loss {loss.asnumpy():.4f}")


if __name__ == "__main__":
    main()
