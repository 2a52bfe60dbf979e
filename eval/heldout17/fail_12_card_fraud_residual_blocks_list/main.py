import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor

from data import COLUMNS, transaction_dataset
from model import FraudNet


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(17)
    train_ds = transaction_dataset(256, batch_size=32)
    net = FraudNet(len(COLUMNS))
    loss_fn = nn.BCEWithLogitsLoss(pos_weight=ms.Tensor([9.0], ms.float32))
    opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3, weight_decay=1e-2)
    model = Model(net, loss_fn=loss_fn, optimizer=opt)
    model.train(2, train_ds, callbacks=[LossMonitor(8)])
    print("trainable tensors:", len(net.trainable_params()))


if __name__ == "__main__":
    main()
