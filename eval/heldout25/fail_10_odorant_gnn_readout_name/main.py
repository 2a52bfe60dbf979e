import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from gnn import OdorGNN
from molecules import build, normalize


class WithBCE(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net
        self.loss = nn.BCEWithLogitsLoss()

    def construct(self, atoms, adj, label):
        return self.loss(self.net(atoms, adj), label)


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    atoms, adj, labels = build(config.SEED)
    print(f"{len(labels)} molecules, fruity fraction {labels.mean():.2f}")
    train = ds.NumpySlicesDataset({"atoms": atoms, "adj": normalize(adj), "label": labels}, shuffle=True)
    train = train.batch(config.BATCH_SIZE)
    net = OdorGNN(len(config.ATOM_TYPES), config.HIDDEN, config.LAYERS, config.READOUT)
    model = Model(WithBCE(net), optimizer=nn.Adam(net.trainable_params(), learning_rate=config.LR))
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(5)], dataset_sink_mode=False)
    print("done")


if __name__ == "__main__":
    main()
