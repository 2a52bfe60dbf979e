import mindspore as ms
from mindspore import nn, ops

from hparams import MODEL, TRAIN
from graph_data import random_citation_graph
from gat import GAT

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)


class MaskedNodeLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.ce = nn.CrossEntropyLoss(reduction="none")

    def construct(self, x, adj, y, mask):
        loss = self.ce(self.net(x, adj), y)
        return (loss * mask).sum() / mask.sum()


def main():
    feats, adj, labels, mask = random_citation_graph(in_features=MODEL["in_features"], classes=MODEL["classes"])
    net = GAT(MODEL)
    opt = nn.Adam(net.trainable_params(), learning_rate=TRAIN["lr"], weight_decay=TRAIN["weight_decay"])
    step = nn.TrainOneStepCell(MaskedNodeLoss(net), opt)
    step.set_train()
    x, a, y, m = (ms.Tensor(v) for v in (feats, adj, labels, mask))
    for epoch in range(TRAIN["epochs"]):
        print(f"epoch {epoch} loss {float(step(x, a, y, m)):.4f}")


if __name__ == "__main__":
    main()
