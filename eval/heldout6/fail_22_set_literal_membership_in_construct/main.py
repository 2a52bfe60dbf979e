import mindspore as ms
from mindspore import nn

from data import molecule_batch
from model import GraphReadout


class GraphLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.ce = nn.CrossEntropyLoss()

    def construct(self, feats, adj, labels):
        return self.ce(self.net(feats, adj), labels)


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    feats, adj, labels = molecule_batch()
    net = GraphReadout(in_dim=4, hidden=16, num_classes=2, readout="mean")
    opt = nn.Adam(net.trainable_params(), learning_rate=5e-3)
    step = nn.TrainOneStepCell(GraphLoss(net), opt)
    for i in range(2):
        print("step", i, "loss", step(ms.Tensor(feats), ms.Tensor(adj), ms.Tensor(labels)).asnumpy())


if __name__ == "__main__":
    main()
