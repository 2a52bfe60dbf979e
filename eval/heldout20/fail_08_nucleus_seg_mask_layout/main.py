import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor

from data import NUM_CLASSES, seg_dataset
from model import TinySegNet


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    net = TinySegNet(NUM_CLASSES)
    loss = nn.CrossEntropyLoss(weight=ms.Tensor([0.2, 1.0, 1.0], ms.float32))
    opt = nn.Adam(net.trainable_params(), learning_rate=2e-3)
    model = Model(net, loss_fn=loss, optimizer=opt)
    model.train(2, seg_dataset(), callbacks=[LossMonitor(3)], dataset_sink_mode=False)


if __name__ == "__main__":
    main()
