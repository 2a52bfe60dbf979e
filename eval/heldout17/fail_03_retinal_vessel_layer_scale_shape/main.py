import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor

from data import patch_dataset
from model import VesselSegmenter


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(21)
    train_ds = patch_dataset(32, batch_size=8)
    net = VesselSegmenter()
    loss_fn = nn.BCEWithLogitsLoss(pos_weight=ms.Tensor([4.0], ms.float32))
    opt = nn.Adam(net.trainable_params(), learning_rate=2e-3)
    model = Model(net, loss_fn=loss_fn, optimizer=opt)
    model.train(1, train_ds, callbacks=[LossMonitor(2)])
    print("trained", sum(p.size for p in net.trainable_params()), "parameters")


if __name__ == "__main__":
    main()
